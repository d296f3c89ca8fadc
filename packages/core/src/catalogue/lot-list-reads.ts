import type { createCatalogueReadsApi } from '../api/domains/catalogue-reads';
import type { ListOf } from '../schemas/common';
import type { PackageSchema, SubscriptionSchema } from '../schemas/lot';
import { lotWithoutItemBlocks } from '../lots/lot-without-item-blocks';
import { limitedOffersRequest } from './limited-offers';
import { enabledPage, type PageKey } from './lot-stores';

/** What the marketplace's lot lists ask the API. */
type LotListReads = Pick<ReturnType<typeof createCatalogueReadsApi>, 'packages' | 'subscriptions'>;

/** A list's lots as its store keeps them (lot-without-item-blocks.ts says why). */
const listed = <T extends Parameters<typeof lotWithoutItemBlocks>[0]>(
  answer: Promise<{ count: number; list: T[] }>,
) => answer.then(({ count, list }) => ({ count, list: list.map(lotWithoutItemBlocks) }));

/**
 * The marketplace's lot lists' requests, one home for each: their stores ask them of the page's
 * API, and a page drawn on a server (page-answers.ts) of the server's, with the same keys, so a
 * list holds the same lots whichever asked.
 */
export const LOT_LIST_READS = {
  /** Packages ("list filter enabled = true"). */
  packages: (reads: LotListReads, page: PageKey): Promise<ListOf<typeof PackageSchema>> =>
    listed(reads.packages.list(enabledPage(page))),
  /** /marketplace/limitedTimeOffers (limited-offers.ts says what it holds). */
  limitedOffers: (reads: LotListReads, page: PageKey): Promise<ListOf<typeof PackageSchema>> =>
    listed(reads.packages.list(limitedOffersRequest(page))),
  /** marketplace-content.md §2.5: "A paged list showing only enabled subscriptions". */
  subscriptions: (reads: LotListReads, page: PageKey): Promise<ListOf<typeof SubscriptionSchema>> =>
    listed(reads.subscriptions.list(enabledPage(page))),
};
