import { isPeriodPriced, periodPrice } from './line-period';
import type { CountedLine } from './lines';

/** The fields a line's cost reads. */
export interface PricedLine extends CountedLine {
  /** Map of currency code to amount in minor units. */
  price: { readonly [currency: string]: unknown };
  /** The currency the line is paid in; USD when absent. */
  selectCurrency?: string | null;
}

/** "selectCurrency (default USD)". */
const DEFAULT_CURRENCY = 'USD';

export function lineCurrency(line: PricedLine): string {
  return line.selectCurrency || DEFAULT_CURRENCY;
}

/**
 * A line's cost in a currency, in minor units: price × count, and for plans and subscriptions ×
 * the period length ("Plan prices are multiplied by the period length (default 1)",
 * accounts-cart-checkout.md §9).
 */
export function lineCost(
  line: PricedLine,
  currency: string,
  periodLength: number | null | undefined = 1,
): number {
  const raw = line.price[currency];
  const price = typeof raw === 'number' && Number.isFinite(raw) ? raw : 0;
  return periodPrice(price, isPeriodPriced(line.lot_type) ? periodLength : 1) * line.count;
}

export interface CartTotals {
  USD: number;
  RDC: number;
}

/**
 * The cart totals in minor units: each line counts in the currency it is paid in, so the RDC total
 * is what the balance must cover and the USD total is what the card pays.
 */
export function cartTotals<L extends PricedLine>(
  lines: readonly L[],
  periodLength: (line: L) => number | null | undefined = () => 1,
): CartTotals {
  const totals: CartTotals = { USD: 0, RDC: 0 };
  for (const line of lines) {
    const currency = lineCurrency(line);
    if (currency === 'USD' || currency === 'RDC')
      totals[currency] += lineCost(line, currency, periodLength(line));
  }
  return totals;
}
