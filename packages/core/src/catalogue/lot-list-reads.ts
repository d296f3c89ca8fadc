import type { createCatalogueReadsApi } from '../api/domains/catalogue-reads';
import type { ListOf } from '../schemas/common';
import type { PackageItem, PackageSchema, SubscriptionSchema } from '../schemas/lot';
import { limitedOffersRequest } from './limited-offers';
import { enabledPage, type PageKey } from './lot-stores';

/** A lot with items and packages. */
interface Listed {
  lot_items: PackageItem[];
  lot_packages: PackageItem[];
}

/** What the marketplace's lot lists ask the API. */
type LotListReads = Pick<ReturnType<typeof createCatalogueReadsApi>, 'packages' | 'subscriptions'>;

/**
 * A package or subscription as a list keeps it: whole, except that its items and packages come
 * without their own product-page blocks (`data`: the spec tables, gallery and capabilities their
 * own pages show). A card shows a lot's title, picture, header, price and how many items and
 * packages it holds, never those blocks, which are nine tenths of a list's answer (about 6 kB an
 * item in the demo catalogue): a page that carries its list's answer, and a cart line added from
 * a card, would otherwise carry them all. A page that shows an item's blocks asks for its lot.
 */
function listedLot<T extends Listed>(lot: T): T {
  return {
    ...lot,
    lot_items: lot.lot_items.map(withoutBlocks),
    lot_packages: lot.lot_packages.map(withoutBlocks),
  };
}

const withoutBlocks = ({ data: _blocks, ...entry }: PackageItem): PackageItem => entry;

const listed = <T extends Listed>(answer: Promise<{ count: number; list: T[] }>) =>
  answer.then(({ count, list }) => ({ count, list: list.map(listedLot) }));

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
