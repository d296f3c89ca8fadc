import type { LotReadsApi } from '../api/domains/lot-reads';
import type { Lot, LotType } from '../schemas';

/**
 * The lot types with a product page of their own ("Product detail links by lot type: item, package,
 * subscription. Plans and coins have no detail link."): the ones a product link, a product footer,
 * Buy now and the site's product pages know.
 */
export const PRODUCT_LOT_TYPES = ['item', 'package', 'subscription'] as const satisfies readonly LotType[];
export type ProductLotType = (typeof PRODUCT_LOT_TYPES)[number];

export function isProductLotType(lotType: unknown): lotType is ProductLotType {
  return (PRODUCT_LOT_TYPES as readonly unknown[]).includes(lotType);
}

/** A disabled lot is not sold: its page and its footer show `NoItem`. */
export const isLotShown = (lot: Pick<Lot, 'enabled'>): boolean => lot.enabled;

/** One product by type and id, from the market calls of the given API (the page's, or a server's). */
export function fetchLot(
  market: Pick<LotReadsApi, 'items' | 'packages' | 'subscriptions'>,
  lotType: ProductLotType,
  lotId: number,
): Promise<Lot> {
  if (lotType === 'package') return market.packages.get(lotId);
  if (lotType === 'subscription') return market.subscriptions.getById({ id: lotId });
  return market.items.get(lotId);
}
