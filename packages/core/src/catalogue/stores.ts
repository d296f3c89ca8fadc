import { createCatalogueReadsApi } from '../api/domains/catalogue-reads';
import { getDomain } from '../config';
import type { ListOf } from '../schemas/common';
import type { SearchItemSchema } from '../schemas/lot';
import type { ItemsKey } from '../marketplace/manufactory-page';
import { LOT_LIST_READS } from './lot-list-reads';
import { lotCatalogue, listQuery, type PageKey } from './lot-stores';
import { keyedQuery } from '../cache/keyed-query';
import { REQUEST_RULES } from './request-rules';

/** The market's public list reads only: the marketplace widgets' chunks carry neither other domains nor the admin calls. */
const market = () => getDomain(createCatalogueReadsApi);

/** What the manufactory's lists ask the API, for their stores and for a page drawn on a server. */
type CatalogueReads = Pick<ReturnType<typeof market>, 'manufacturers' | 'categories' | 'items'>;

/** A page of a category's items with the tags of the whole category. */
export type CategoryItems = Awaited<ReturnType<CatalogueReads['items']['listByVirtualPath']>>;

/** A page of manufacturers, with the search's text ('' for none). */
export type ManufacturersKey = PageKey & { readonly search: string };

/** The categories directly under a path, of one manufacturer when given. */
export interface CategoriesKey {
  readonly virtual_path: string;
  readonly manufacturer_id?: number;
}

/** A category with no items at all (no page, no count, no tag): the product view's "no items". */
const isEmptyItemPage = (answer: CategoryItems): boolean =>
  answer.list.length === 0 && answer.count === 0 && answer.tags.length === 0;

/**
 * The manufactory's requests, one home for each: its stores ask them of the page's API, and a
 * page drawn on a server (page-answers.ts) of the server's, with the same keys.
 */
export const MANUFACTORY_READS = {
  manufacturers: (reads: CatalogueReads, { offset, limit, search }: ManufacturersKey) =>
    reads.manufacturers.list({
      pagination: { offset, limit },
      ...(search.trim() ? { search: search.trim() } : {}),
    }),
  categories: (reads: CatalogueReads, key: CategoriesKey) =>
    reads.categories.listByVirtualPath({ ...key, pagination: { offset: 0, limit: 100 } }),
  categoryTree: (reads: CatalogueReads, _key: 'all') =>
    reads.categories.list({ pagination: { offset: 0, limit: 100 } }),
  items: (reads: CatalogueReads, { offset, limit, tags, ...where }: ItemsKey) =>
    reads.items.listByVirtualPath({
      ...where,
      ...(tags && tags.length > 0 ? { tags: [...tags] } : {}),
      pagination: { offset, limit },
    }),
};

/** marketplace-content.md §2.4: "Search: request is debounced by 1 second; limit 10." */
export const SEARCH_LIMIT = 10;
export const SEARCH_DEBOUNCE_MS = 1000;

/**
 * The marketplace's data, as keyed fetcher stores: a view asks `catalogue.x.get(key)` and renders
 * the state; the request rules (retries, freshness) are the ones of request-rules.ts. No widget
 * calls the API for these lists itself.
 */
export const catalogue = {
  ...lotCatalogue,
  /** Packages ("list filter enabled = true"). */
  packages: listQuery(REQUEST_RULES.packageList, 'a package list that could not be loaded', (page: PageKey) =>
    LOT_LIST_READS.packages(market(), page),
  ),
  /** /marketplace/limitedTimeOffers, with the package list's rules. */
  limitedOffers: listQuery(
    REQUEST_RULES.packageList,
    'a limited time offer list that could not be loaded',
    (page: PageKey) => LOT_LIST_READS.limitedOffers(market(), page),
  ),
  /** marketplace-content.md §2.5: "A paged list showing only enabled subscriptions". */
  subscriptions: listQuery(
    REQUEST_RULES.subscriptionList,
    'a subscription list that could not be loaded',
    (page: PageKey) => LOT_LIST_READS.subscriptions(market(), page),
  ),
  /** marketplace-content.md §2.3 Manufacturers tab: "paginated grid of manufacturer cards, a search box". */
  manufacturers: listQuery(
    REQUEST_RULES.query,
    'a manufacturer list that could not be loaded',
    (key: ManufacturersKey) => MANUFACTORY_READS.manufacturers(market(), key),
  ),
  /** Categories directly under a path ('/' is the root), of one manufacturer when given. */
  categories: listQuery(
    REQUEST_RULES.query,
    'a category list that could not be loaded',
    (key: CategoriesKey) => MANUFACTORY_READS.categories(market(), key),
  ),
  /** Every category (the tree side panel builds from them). */
  categoryTree: listQuery(REQUEST_RULES.query, 'the category tree that could not be loaded', (key: 'all') =>
    MANUFACTORY_READS.categoryTree(market(), key),
  ),
  /**
   * A page of a category's items (the product view): with `tags`, only the items carrying every
   * one; with `with_sub_categories`, the items of the categories under it too. The answer's `tags`
   * are the whole category's, so a choice that matches nothing is loaded (its filter stays on screen
   * to be cleared), and only a category with no items at all is empty.
   */
  items: keyedQuery({
    rule: REQUEST_RULES.query,
    failure: 'an item list that could not be loaded',
    isEmpty: isEmptyItemPage,
    fetch: (key: ItemsKey) => MANUFACTORY_READS.items(market(), key),
  }),
  /** marketplace-content.md §2.4 the search box: "limit 10". */
  search: listQuery(
    REQUEST_RULES.query,
    'a search that could not be answered',
    (text: string): Promise<ListOf<typeof SearchItemSchema>> =>
      market().items.list({ search: text, pagination: { offset: 0, limit: SEARCH_LIMIT } }),
  ),
};

/** Forgets every catalogue list (tests start each case from loading). */
export function resetCatalogue(): void {
  for (const query of Object.values(catalogue)) query.clear();
}
