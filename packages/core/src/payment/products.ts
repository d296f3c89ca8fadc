import { linePeriod } from '../cart/line-period';
import type { CartProduct } from '../schemas/cart';
import type { PayProduct } from '../schemas/payment';

/**
 * The products of a card payment: "lot_type, count, lot_id, plus period_id for plans" (a
 * subscription's chosen period too), each with the currency the player chose (a coin pack: USD);
 * the additional currency follows as coin products "count (from lot_count)".
 */
export function payProducts(
  lines: readonly CartProduct[],
  additional: readonly PayProduct[] = [],
): PayProduct[] {
  const products: PayProduct[] = lines.map((line) => {
    const period = linePeriod(line);
    return {
      lot_type: line.lot_type,
      count: line.count,
      lot_id: line.id,
      currency: line.lot_type === 'coin' ? 'USD' : line.selectCurrency,
      ...(period
        ? { period_id: period.id }
        : line.lot_type === 'plan' && line.period_id !== undefined
          ? { period_id: line.period_id }
          : {}),
    };
  });
  return [...products, ...additional];
}
