import { getApi } from '@rdc/core';
import type { Lot, LotType } from '@rdc/core/schemas';

/** The lot types that have their own product (and so can be bought alone). */
export const BUYABLE_LOT_TYPES = ['item', 'package', 'subscription'] as const;
export type BuyableLotType = (typeof BUYABLE_LOT_TYPES)[number];

export function isBuyable(lotType: string | undefined): lotType is BuyableLotType {
  return (BUYABLE_LOT_TYPES as readonly string[]).includes(lotType ?? '');
}

/** One product by type and id, from the market calls. */
export function loadLot(lotType: BuyableLotType, lotId: number): Promise<Lot> {
  const market = getApi().market;
  if (lotType === 'package') return market.packages.get(lotId);
  if (lotType === 'subscription') return market.subscriptions.getById({ id: lotId });
  return market.items.get(lotId);
}

export type { LotType };
