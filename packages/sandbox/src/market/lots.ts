// The lot a cart line or a payment refers to, read by sandbox-core's cart and payments.
import type { Lot, LotType } from '@rdc/core/schemas';
import type { Queryable } from '../db/queryable';
import { getEntity } from '../crud/resource';
import { lotResources } from './lot-resources';

export type { LotType };

/**
 * The lot as the core's LotSchema shapes it (id, lot_type, title, image_url, price
 * { USD, RDC } in minor units, `count` for coin packs, `periods` for plans, …),
 * or null when there is no such lot. Disabled lots are returned with enabled false,
 * so the caller decides whether they may still be bought.
 */
export async function findLot(db: Queryable, lotType: LotType, lotId: number): Promise<Lot | null> {
  if (!Number.isInteger(lotId) || lotId <= 0) return null;
  const lot = await getEntity<unknown>(db, lotResources[lotType], lotId);
  return (lot as Lot | null) ?? null;
}
