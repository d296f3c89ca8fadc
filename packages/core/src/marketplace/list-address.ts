import { pageCount } from '../pagination/page';

/**
 * marketplace-content.md §9: "Per-page options for marketplace lists: 6, 12, 18 (default 6);
 * subscriptions: 5, 10, 15 (default 5); packages list filter sizes 5, 10, 15 (default 5)."
 */
export const PER_PAGE = {
  marketplace: { options: [6, 12, 18], fallback: 6 },
  subscriptions: { options: [5, 10, 15], fallback: 5 },
  relatedPackages: { options: [5, 10, 15], fallback: 5 },
} as const;

export interface PerPageRule {
  readonly options: readonly number[];
  readonly fallback: number;
}

export interface ListPosition {
  /** Zero-based ("Pagination is zero-based; page 0 is first"). */
  page: number;
  perPage: number;
}

const wholeNumber = (text: string | null): number | null =>
  text !== null && /^\s*\d{1,9}\s*$/.test(text) ? Number(text) : null;

/**
 * The list position a shared link or a reload carries in `?page=` and `?perPage=`. Bad input (a
 * negative, huge or non-numeric value, a per-page that is not an option) reads as page 0 with the
 * default per-page; a page past the end is clamped once the count is known (`clampPage`).
 */
export function readListPosition(params: URLSearchParams, rule: PerPageRule): ListPosition {
  const perPage = wholeNumber(params.get('perPage'));
  const page = wholeNumber(params.get('page'));
  return {
    perPage: perPage !== null && rule.options.includes(perPage) ? perPage : rule.fallback,
    page: page ?? 0,
  };
}

/** The query string of a position; the defaults are left out so the plain address stays plain. */
export function listPositionQuery(position: ListPosition, rule: PerPageRule): string {
  const params = new URLSearchParams();
  if (position.page > 0) params.set('page', String(position.page));
  if (position.perPage !== rule.fallback) params.set('perPage', String(position.perPage));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * The address `url` with its list position set (other query parameters, such as the manufactory's
 * `path`, kept; the defaults left out), as a path with its query: a page link's href.
 */
export function withListPosition(url: URL, position: ListPosition, rule: PerPageRule): string {
  const params = new URLSearchParams(url.search);
  params.delete('page');
  params.delete('perPage');
  for (const [name, value] of new URLSearchParams(listPositionQuery(position, rule))) params.set(name, value);
  const query = params.toString();
  return `${url.pathname}${query === '' ? '' : `?${query}`}${url.hash}`;
}

/** marketplace-content.md §4: "changing per-page resets to page 0". */
export const withPerPage = (perPage: number): ListPosition => ({ page: 0, perPage });

/** The page that exists for `count` entries: a page past the end (the list shrank, a stale link) is the last one. */
export function clampPage(position: ListPosition, count: number): ListPosition {
  return { ...position, page: Math.min(position.page, pageCount(count, position.perPage) - 1) };
}

/** The `{ offset, limit }` a list call sends: "offset = perPage x page, limit = perPage". */
export const pageRequest = ({ page, perPage }: ListPosition) => ({ offset: page * perPage, limit: perPage });
