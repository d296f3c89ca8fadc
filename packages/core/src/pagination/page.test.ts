import { describe, expect, it } from 'vitest';
import { pageCount, pageOf } from './page';

describe('pagination (marketplace-content.md §4)', () => {
  it.each([
    [0, 3, 1],
    [3, 3, 1],
    [4, 3, 2],
    [7, 3, 3],
    [13, 6, 3],
  ])(
    '"Page count is the ceiling of count divided by per-page": %i items, %i per page → %i pages (at least one)',
    (count, perPage, pages) => {
      expect(pageCount(count, perPage)).toBe(pages);
    },
  );

  it('"Pagination is zero-based; page 0 is first"', () => {
    expect(pageOf(['a', 'b', 'c', 'd'], 0, 3).items).toEqual(['a', 'b', 'c']);
    expect(pageOf(['a', 'b', 'c', 'd'], 1, 3).items).toEqual(['d']);
  });

  it('a page past the end (the list shrank) shows the last page, and a negative page the first', () => {
    expect(pageOf(['a', 'b', 'c', 'd'], 5, 3)).toEqual({ page: 1, pages: 2, items: ['d'] });
    expect(pageOf(['a', 'b'], -1, 3)).toEqual({ page: 0, pages: 1, items: ['a', 'b'] });
  });
});
