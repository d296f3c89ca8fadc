import { describe, expect, it } from 'vitest';
import { creatorsPageData } from './creators-page';

describe('the Creators Corner\'s server data ("static default content, replaced by server data when supplied")', () => {
  it('reads the FAQ questions and the creator stories the post carries', () => {
    const data = {
      faq: {
        questions: [
          { id: 1, title: 'Who?', short_answer: 'Anyone.', details: [{ id: 1, title: 'Really.' }] },
          { id: 'x' },
        ],
      },
      creators: { authors: [{ id: 1, title: 'Vex', description: 'Trailers.', bg: '/a.svg' }] },
    };
    expect(creatorsPageData(data)).toEqual({
      faq: [{ id: 1, title: 'Who?', short_answer: 'Anyone.', details: [{ id: 1, title: 'Really.' }] }],
      stories: [{ id: 1, title: 'Vex', description: 'Trailers.', bg: '/a.svg' }],
    });
  });

  it('no data, or none valid, leaves each part to the default content', () => {
    for (const data of [
      null,
      undefined,
      {},
      { faq: { questions: [{ id: 1 }] }, creators: { authors: 'no' } },
    ]) {
      expect(creatorsPageData(data)).toEqual({ faq: undefined, stories: undefined });
    }
  });
});
