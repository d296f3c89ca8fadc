import { getApi } from '../config';
import { fetchLot, type ProductLotType } from '../lots/product-lots';
import type { Lot } from '../schemas';
import { ENABLED_ONLY, type ListOf } from '../schemas/common';
import type { ItemSchema, PackageSchema, SearchItemSchema, SubscriptionSchema, CoinPackSchema } from '../schemas/lot';
import type { CategorySchema, ManufacturerSchema } from '../schemas/market';
import { keyedQuery } from './query';
import { REQUEST_RULES, type RequestRule } from './request-rules';

/**
 * The marketplace's data, as keyed fetcher stores: a view asks `catalogue.x.get(key)` and renders
 * the state; the request rules (retries, freshness) are the ones of request-rules.ts. No widget
 * calls the API for these lists itself.
 */
export interface PageKey {
  readonly offset: number;
  readonly limit: number;
}

/**
 * The coin-pack slider and the basket's additional-currency view show every enabled pack: one page
 * that holds them all, shared by both (one request however many of them a page shows).
 */
export const EVERY_COIN_PACK: PageKey = { offset: 0, limit: 100 };

/** §2.4: "Search: request is debounced by 1 second; limit 10." */
export const SEARCH_LIMIT = 10;
export const SEARCH_DEBOUNCE_MS = 1000;

/**
 * A list's store: an answer with no entries at all is the view's empty state. A page past the end
 * of a list that has entries (a stale or shared link after the list shrank: no entries, a count
 * above 0) is loaded, so the view can move to the last page instead of calling the list empty.
 */
function listQuery<K, T extends { list: readonly unknown[]; count: number }>(rule: RequestRule, failure: string, fetch: (key: K) => Promise<T>) {
  return keyedQuery({ rule, fetch, isEmpty: (answer: T) => answer.list.length === 0 && answer.count === 0, failure });
}

export const catalogue = {
  /** Virtual Currency: enabled coin packs, a page at a time. */
  coinPacks: listQuery(
    REQUEST_RULES.coinList,
    'a coin pack list that could not be loaded',
    ({ offset, limit }: PageKey): Promise<ListOf<typeof CoinPackSchema>> =>
      getApi().market.coinsPackages.list({ where: ENABLED_ONLY, pagination: { offset, limit } }),
  ),
  /** Packages ("list filter enabled = true"). */
  packages: listQuery(
    REQUEST_RULES.packageList,
    'a package list that could not be loaded',
    ({ offset, limit }: PageKey): Promise<ListOf<typeof PackageSchema>> =>
      getApi().market.packages.list({ where: ENABLED_ONLY, pagination: { offset, limit } }),
  ),
  /**
   * /marketplace/limitedTimeOffers (§2.1 names the view, not its content): our reading is the
   * enabled packages whose time limit (`time_limited`) is still ahead, with the package list's rules.
   */
  limitedOffers: listQuery(
    REQUEST_RULES.packageList,
    'a limited time offer list that could not be loaded',
    ({ offset, limit }: PageKey): Promise<ListOf<typeof PackageSchema>> =>
      getApi().market.packages.list({
        where: [...ENABLED_ONLY, { field: 'time_limited', condition: '>', value: [new Date().toISOString()] }],
        pagination: { offset, limit },
      }),
  ),
  /** One product by type and id (the product footer, Buy now). */
  lots: keyedQuery({
    rule: REQUEST_RULES.query,
    failure: 'a product that could not be loaded',
    fetch: ({ lotType, lotId }: { lotType: ProductLotType; lotId: number }): Promise<Lot> => fetchLot(getApi().market, lotType, lotId),
  }),
  /** §2.5: "A paged list showing only enabled subscriptions". */
  subscriptions: listQuery(
    REQUEST_RULES.subscriptionList,
    'a subscription list that could not be loaded',
    ({ offset, limit }: PageKey): Promise<ListOf<typeof SubscriptionSchema>> =>
      getApi().market.subscriptions.list({ where: ENABLED_ONLY, pagination: { offset, limit } }),
  ),
  /** §2.3 Manufacturers tab: "paginated grid of manufacturer cards, a search box". */
  manufacturers: listQuery(
    REQUEST_RULES.query,
    'a manufacturer list that could not be loaded',
    ({ offset, limit, search }: PageKey & { search: string }): Promise<ListOf<typeof ManufacturerSchema>> =>
      getApi().market.manufacturers.list({ pagination: { offset, limit }, ...(search.trim() ? { search: search.trim() } : {}) }),
  ),
  /** Categories directly under a path ('/' is the root), of one manufacturer when given. */
  categories: listQuery(
    REQUEST_RULES.query,
    'a category list that could not be loaded',
    (key: { virtual_path: string; manufacturer_id?: number }): Promise<ListOf<typeof CategorySchema>> =>
      getApi().market.categories.listByVirtualPath({ ...key, pagination: { offset: 0, limit: 100 } }),
  ),
  /** Every category (the tree side panel builds from them). */
  categoryTree: listQuery(
    REQUEST_RULES.query,
    'the category tree that could not be loaded',
    (_key: 'all'): Promise<ListOf<typeof CategorySchema>> => getApi().market.categories.list({ pagination: { offset: 0, limit: 100 } }),
  ),
  /** Items placed in one category (the product view), a page at a time. */
  items: listQuery(
    REQUEST_RULES.query,
    'an item list that could not be loaded',
    ({ offset, limit, ...where }: PageKey & { virtual_path: string; virtual_name: string; manufacturer_id?: number }): Promise<ListOf<typeof ItemSchema>> =>
      getApi().market.items.listByVirtualPath({ ...where, pagination: { offset, limit } }),
  ),
  /** §2.4 the search box: "limit 10". */
  search: listQuery(
    REQUEST_RULES.query,
    'a search that could not be answered',
    (text: string): Promise<ListOf<typeof SearchItemSchema>> => getApi().market.items.list({ search: text, pagination: { offset: 0, limit: SEARCH_LIMIT } }),
  ),
};

/** Forgets every catalogue list (tests start each case from loading). */
export function resetCatalogue(): void {
  for (const query of Object.values(catalogue)) query.clear();
}
