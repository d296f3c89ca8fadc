import { describe, expect, it } from 'vitest';
import { articleSections } from './article';

describe("the sections of an article's data", () => {
  it('gives the titled sections post 38 carries', () => {
    const data = {
      title: 'Welcome To The Future',
      sections: [{ id: 1, title: 'A living galaxy', body: 'Fly, trade and fight.' }],
    };
    expect(articleSections(data)).toEqual([
      { id: 1, title: 'A living galaxy', body: 'Fly, trade and fight.' },
    ]);
  });

  it('data of another shape has none, and a malformed section is left out', () => {
    for (const data of [null, undefined, 'text', { sections: 'no' }, { list: [] }])
      expect(articleSections(data)).toEqual([]);
    expect(
      articleSections({
        sections: [
          { id: 1, title: 'ok', body: 'b' },
          { id: '2', title: 'bad id', body: 'b' },
          null,
          { id: 3, title: 'no body' },
        ],
      }),
    ).toEqual([{ id: 1, title: 'ok', body: 'b' }]);
  });
});
