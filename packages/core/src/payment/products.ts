import type { CartProduct } from '../schemas/cart';
import type { PayProduct } from '../schemas/payment';

/**
 * The products of a card payment: "lot_type, count, lot_id, plus period_id for plans"; the
 * additional currency follows as coin products "count (from lot_count)".
 */
export function payProducts(
  lines: readonly CartProduct[],
  additional: readonly { lot_type: 'coin'; count: number; lot_id: number }[] = [],
): PayProduct[] {
  const products: PayProduct[] = lines.map((line) => ({
    lot_type: line.lot_type,
    count: line.count,
    lot_id: line.id,
    ...(line.lot_type === 'plan' && line.period_id !== undefined ? { period_id: line.period_id } : {}),
  }));
  return [...products, ...additional];
}
