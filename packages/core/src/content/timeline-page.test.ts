import { afterEach, describe, expect, it, vi } from 'vitest';
import { timelinePage } from './timeline-page';

afterEach(() => vi.restoreAllMocks());

describe('the timeline page\'s own fields (marketplace-content.md §3: "timeline data: title, backgroundWrapper, counterYear list, card list, bigblock (year, headers, body)")', () => {
  it('reads the title, the hero image and the big block', () => {
    expect(
      timelinePage({
        title: 'Our history',
        backgroundWrapper: '/api/v1/media/post/39.svg',
        bigblock: { year: 2150, headers: ['The war', 'and after'], body: 'It ended.' },
        list: [],
      }),
    ).toEqual({
      title: 'Our history',
      image: '/api/v1/media/post/39.svg',
      bigblock: { year: 2150, headers: ['The war', 'and after'], body: 'It ended.' },
    });
  });

  it('leaves out and logs a field that is there but invalid, keeping the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      timelinePage({ title: 42, backgroundWrapper: '/hero.svg', bigblock: { headers: 'x', body: 3 } }),
    ).toEqual({ image: '/hero.svg' });
    expect(warn).toHaveBeenCalledWith("[rdc] ignored the timeline's title", 42);
    expect(warn).toHaveBeenCalledWith("[rdc] ignored the timeline's bigblock", { headers: 'x', body: 3 });
  });

  it('an empty title is no title (the page keeps its default); a big block without headers has none', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(timelinePage({ title: '', bigblock: { body: 'Text' } })).toEqual({
      bigblock: { headers: [], body: 'Text' },
    });
  });

  it('data that is not an object gives no fields, without a crash', () => {
    for (const data of [null, undefined, 'a string', 7, []]) expect(timelinePage(data)).toEqual({});
  });
});
