/**
 * marketplace-content.md §4: "Pagination is zero-based; page 0 is first … Page count is the
 * ceiling of count divided by per-page." An empty list still has one (empty) page, and a page
 * past the end (the list shrank) shows the last one.
 */
export function pageCount(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, perPage)));
}

/** The items of zero-based page `page`, clamped to the pages that exist. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  perPage: number,
): { page: number; pages: number; items: T[] } {
  const pages = pageCount(items.length, perPage);
  const current = Math.min(Math.max(0, page), pages - 1);
  return { page: current, pages, items: items.slice(current * perPage, (current + 1) * perPage) };
}
