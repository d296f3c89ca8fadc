import { createLotReadsApi } from '../api/domains/lot-reads';
import { getDomain } from '../config';
import { fetchLot, type ProductLotType } from '../lots/product-lots';
import { lotWithoutItemBlocks } from '../lots/lot-without-item-blocks';
import type { Lot } from '../schemas/lot';
import { ENABLED_ONLY, type ListOf } from '../schemas/common';
import type { CoinPackSchema } from '../schemas/lot';
import type { MarketListPayload } from '../schemas/market';
import { keyedQuery } from '../cache/keyed-query';
import { REQUEST_RULES, type RequestRule } from './request-rules';

/*
 * The catalogue's stores every storefront page may need (one product for the product footer and
 * Buy now, the coin packs): over the market's public reads only, so that the partner runtime
 * carries them without the whole market domain. The marketplace's lists are in stores.ts.
 */

const reads = () => getDomain(createLotReadsApi);

/** A page of a list: the pagination the API takes. */
export interface PageKey {
  readonly offset: number;
  readonly limit: number;
}

/** The request of a page of enabled entries (coin packs, packages, subscriptions). */
export function enabledPage({ offset, limit }: PageKey): MarketListPayload {
  return { where: ENABLED_ONLY, pagination: { offset, limit } };
}

/**
 * The coin-pack slider and the basket's additional-currency view show every enabled pack: one page
 * that holds them all, shared by both (one request however many of them a page shows).
 */
export const EVERY_COIN_PACK: PageKey = { offset: 0, limit: 100 };

/**
 * A list's empty state: an answer with no entries at all. A page past the end of a list that has
 * entries (a stale or shared link after the list shrank: no entries, a count above 0) is loaded, so
 * the view can move to the last page instead of calling the list empty.
 */
const isEmptyList = (answer: { list: readonly unknown[]; count: number }): boolean =>
  answer.list.length === 0 && answer.count === 0;

/** A list's store, with the list's empty state. */
export function listQuery<K, T extends { list: readonly unknown[]; count: number }>(
  rule: RequestRule,
  failure: string,
  fetch: (key: K) => Promise<T>,
) {
  return keyedQuery<K, T>({
    rule,
    fetch,
    isEmpty: isEmptyList,
    failure,
  });
}

/** The key of one product's store: its type and id. */
export interface ProductKey {
  readonly lotType: ProductLotType;
  readonly lotId: number;
}

export const lotCatalogue = {
  /** Virtual Currency: enabled coin packs, a page at a time. */
  coinPacks: listQuery(
    REQUEST_RULES.coinList,
    'a coin pack list that could not be loaded',
    ({ offset, limit }: PageKey): Promise<ListOf<typeof CoinPackSchema>> =>
      reads().coinsPackages.list(enabledPage({ offset, limit })),
  ),
  /**
   * One product by type and id (the product footer, Buy now), without its items' own blocks, which
   * none of them shows (lot-without-item-blocks.ts), so a product page can carry it (page-answers.ts).
   */
  lots: keyedQuery({
    rule: REQUEST_RULES.query,
    failure: 'a product that could not be loaded',
    fetch: ({ lotType, lotId }: ProductKey): Promise<Lot> =>
      fetchLot(reads(), lotType, lotId).then(lotWithoutItemBlocks),
  }),
};
