import { getApi } from '../config';
import { ENABLED_ONLY, type ListOf } from '../schemas/common';
import type { ItemSchema, PackageSchema, SearchItemSchema, SubscriptionSchema, CoinPackSchema } from '../schemas/lot';
import type { CategorySchema, ManufacturerSchema } from '../schemas/market';
import { keyedQuery } from './query';
import { REQUEST_RULES } from './request-rules';

/**
 * The marketplace's data, as keyed fetcher stores: a view asks `catalogue.x.get(key)` and renders
 * the state; the request rules (retries, freshness) are the ones of request-rules.ts. No widget
 * calls the API for these lists itself.
 */
export interface PageKey {
  readonly offset: number;
  readonly limit: number;
}

/** §2.4: "Search: request is debounced by 1 second; limit 10." */
export const SEARCH_LIMIT = 10;
export const SEARCH_DEBOUNCE_MS = 1000;

const isEmptyList = <T extends { list: readonly unknown[] }>(answer: T): boolean => answer.list.length === 0;

export const catalogue = {
  /** Virtual Currency: enabled coin packs, a page at a time. */
  coinPacks: keyedQuery({
    rule: REQUEST_RULES.coinList,
    fetch: ({ offset, limit }: PageKey): Promise<ListOf<typeof CoinPackSchema>> =>
      getApi().market.coinsPackages.list({ where: ENABLED_ONLY, pagination: { offset, limit } }),
    isEmpty: isEmptyList,
    failure: 'a coin pack list that could not be loaded',
  }),
  /** Packages ("list filter enabled = true"). */
  packages: keyedQuery({
    rule: REQUEST_RULES.packageList,
    fetch: ({ offset, limit }: PageKey): Promise<ListOf<typeof PackageSchema>> =>
      getApi().market.packages.list({ where: ENABLED_ONLY, pagination: { offset, limit } }),
    isEmpty: isEmptyList,
    failure: 'a package list that could not be loaded',
  }),
  /** §2.5: "A paged list showing only enabled subscriptions". */
  subscriptions: keyedQuery({
    rule: REQUEST_RULES.subscriptionList,
    fetch: ({ offset, limit }: PageKey): Promise<ListOf<typeof SubscriptionSchema>> =>
      getApi().market.subscriptions.list({ where: ENABLED_ONLY, pagination: { offset, limit } }),
    isEmpty: isEmptyList,
    failure: 'a subscription list that could not be loaded',
  }),
  /** §2.3 Manufacturers tab: "paginated grid of manufacturer cards, a search box". */
  manufacturers: keyedQuery({
    rule: REQUEST_RULES.query,
    fetch: ({ offset, limit, search }: PageKey & { search: string }): Promise<ListOf<typeof ManufacturerSchema>> =>
      getApi().market.manufacturers.list({ pagination: { offset, limit }, ...(search.trim() ? { search: search.trim() } : {}) }),
    isEmpty: isEmptyList,
    failure: 'a manufacturer list that could not be loaded',
  }),
  /** Categories directly under a path ('' or '/' is the root), of one manufacturer when given. */
  categories: keyedQuery({
    rule: REQUEST_RULES.query,
    fetch: (key: { virtual_path: string; manufacturer_id?: number }): Promise<ListOf<typeof CategorySchema>> =>
      getApi().market.categories.listByVirtualPath({ ...key, pagination: { offset: 0, limit: 100 } }),
    isEmpty: isEmptyList,
    failure: 'a category list that could not be loaded',
  }),
  /** Every category (the tree side panel builds from them). */
  categoryTree: keyedQuery({
    rule: REQUEST_RULES.query,
    fetch: (_key: 'all'): Promise<ListOf<typeof CategorySchema>> => getApi().market.categories.list({ pagination: { offset: 0, limit: 100 } }),
    isEmpty: isEmptyList,
    failure: 'the category tree that could not be loaded',
  }),
  /** Items placed in one category (the product view), a page at a time. */
  items: keyedQuery({
    rule: REQUEST_RULES.query,
    fetch: ({ offset, limit, ...where }: PageKey & { virtual_path: string; virtual_name: string; manufacturer_id?: number }): Promise<
      ListOf<typeof ItemSchema>
    > => getApi().market.items.listByVirtualPath({ ...where, pagination: { offset, limit } }),
    isEmpty: isEmptyList,
    failure: 'an item list that could not be loaded',
  }),
  /** §2.4 the search box: "limit 10". */
  search: keyedQuery({
    rule: REQUEST_RULES.query,
    fetch: (text: string): Promise<ListOf<typeof SearchItemSchema>> =>
      getApi().market.items.list({ search: text, pagination: { offset: 0, limit: SEARCH_LIMIT } }),
    isEmpty: isEmptyList,
    failure: 'a search that could not be answered',
  }),
};
