import { describe, expect, it } from 'vitest';
import {
  clampPage,
  listPositionQuery,
  pageRequest,
  PER_PAGE,
  readListPosition,
  withListPosition,
  withPerPage,
} from './list-address';

const read = (query: string) => readListPosition(new URLSearchParams(query), PER_PAGE.marketplace);

describe('list position in the address (marketplace-content.md §4, §9)', () => {
  it('"Per-page options for marketplace lists: 6, 12, 18 (default 6); subscriptions: 5, 10, 15 (default 5)"', () => {
    const perPageOf = (query: string, rule: (typeof PER_PAGE)[keyof typeof PER_PAGE]) =>
      readListPosition(new URLSearchParams(query), rule).perPage;
    const accepted = (rule: (typeof PER_PAGE)[keyof typeof PER_PAGE]) =>
      [3, 5, 6, 10, 12, 15, 18, 20].filter((count) => perPageOf(`perPage=${count}`, rule) === count);
    expect(accepted(PER_PAGE.marketplace)).toEqual([6, 12, 18]);
    expect(perPageOf('', PER_PAGE.marketplace)).toBe(6);
    expect(accepted(PER_PAGE.subscriptions)).toEqual([5, 10, 15]);
    expect(perPageOf('', PER_PAGE.subscriptions)).toBe(5);
    expect(read('')).toEqual({ page: 0, perPage: 6 });
  });

  it('a shared link carries ?page= and ?perPage=', () => {
    expect(read('page=2&perPage=12')).toEqual({ page: 2, perPage: 12 });
  });

  it.each([
    'page=-1',
    'page=abc',
    'page=1e9',
    'page=99999999999',
    'page=1.5',
    'perPage=7',
    'perPage=x',
    'perPage=-6',
  ])('bad input %j reads as page 0 with the default per-page', (query) => {
    expect(read(query)).toEqual({ page: 0, perPage: 6 });
  });

  it('"changing per-page resets to page 0"', () => {
    expect(withPerPage(18)).toEqual({ page: 0, perPage: 18 });
  });

  it('a page past the end is the last page ("Page count is the ceiling of count divided by per-page")', () => {
    expect(clampPage({ page: 40, perPage: 6 }, 13)).toEqual({ page: 2, perPage: 6 });
    expect(clampPage({ page: 1, perPage: 6 }, 0)).toEqual({ page: 0, perPage: 6 });
  });

  it('the query leaves the defaults out, and round-trips', () => {
    expect(listPositionQuery({ page: 0, perPage: 6 }, PER_PAGE.marketplace)).toBe('');
    const query = listPositionQuery({ page: 3, perPage: 18 }, PER_PAGE.marketplace);
    expect(query).toBe('?page=3&perPage=18');
    expect(read(query.slice(1))).toEqual({ page: 3, perPage: 18 });
  });

  it('"offset = perPage x page, limit = perPage"', () => {
    expect(pageRequest({ page: 2, perPage: 12 })).toEqual({ offset: 24, limit: 12 });
  });

  it("a page link keeps the address's other parameters and leaves the defaults out", () => {
    const url = new URL('https://shop.test/marketplace/manufactory/product?path=abc&page=4&perPage=12#top');
    expect(withListPosition(url, { page: 1, perPage: 12 }, PER_PAGE.marketplace)).toBe(
      '/marketplace/manufactory/product?path=abc&page=1&perPage=12#top',
    );
    expect(withListPosition(url, { page: 0, perPage: 6 }, PER_PAGE.marketplace)).toBe(
      '/marketplace/manufactory/product?path=abc#top',
    );
    expect(
      withListPosition(
        new URL('https://shop.test/marketplace/packages?page=2'),
        { page: 0, perPage: 6 },
        PER_PAGE.marketplace,
      ),
    ).toBe('/marketplace/packages');
  });
});
