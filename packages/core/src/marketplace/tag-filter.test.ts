import { describe, expect, it } from 'vitest';
import { readTagFilter, toggleTag, withTagFilter } from './tag-filter';

const at = (query: string) => new URLSearchParams(query);

describe('the tag filter in the address (marketplace-content.md §4: "Product tag filter keeps only items whose tags include every selected tag")', () => {
  it('reads the chosen titles from ?tags=, trimmed and without repeats', () => {
    expect(readTagFilter(at('tags=Medical'))).toEqual(['Medical']);
    expect(readTagFilter(at('tags= Medical ,New,medical,,'))).toEqual(['Medical', 'New']);
    expect(readTagFilter(at(''))).toEqual([]);
  });

  it('bad input reads as what the list call takes: at most 10 titles of at most 64 characters', () => {
    const many = Array.from({ length: 30 }, (_, n) => `t${n}`).join(',');
    expect(readTagFilter(at(`tags=${many}`))).toHaveLength(10);
    expect(readTagFilter(at(`tags=${'x'.repeat(65)},New`))).toEqual(['New']);
  });

  it('a tick adds a title, a second tick removes it (whatever its case)', () => {
    expect(toggleTag(['Medical'], 'New')).toEqual(['Medical', 'New']);
    expect(toggleTag(['Medical', 'New'], 'medical')).toEqual(['New']);
  });

  it('another choice is another list: it starts at page 0, keeps the per-page and the manufactory path', () => {
    const url = new URL('https://rdc.test/marketplace/manufactory/product?path=abc&page=2&perPage=12');
    expect(withTagFilter(url, ['Medical', 'New'])).toBe(
      '/marketplace/manufactory/product?path=abc&perPage=12&tags=Medical,New',
    );
    expect(withTagFilter(new URL('https://rdc.test/p?tags=Medical&page=1'), [])).toBe('/p');
  });
});
