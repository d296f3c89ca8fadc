import type { Period } from '../schemas/lot';

/*
 * The period a plan or subscription is bought for, and what it does to the price. In the partner
 * runtime (the cart, the product footer and buy now read it), so it stays small: no schema.
 */

/** The lot types whose price is for one month and is multiplied by the chosen period's length. */
export function isPeriodPriced(lotType: string): boolean {
  return lotType === 'plan' || lotType === 'subscription';
}

/**
 * "Plan prices are multiplied by the period length (default 1)" (accounts-cart-checkout.md §9): a
 * price in minor units for a period; a subscription's likewise by the period chosen on its page.
 */
export function periodPrice(price: number, periodLength: number | null | undefined): number {
  const months = periodLength && Number.isInteger(periodLength) && periodLength > 0 ? periodLength : 1;
  return price * months;
}

/**
 * The period a line was chosen with: `period: { id, length }` kept beside `period_id`. Only a
 * period whose id is the line's `period_id` counts, so a subscription lot's own `period` (which
 * the lot carries as data) is not taken for the player's choice.
 */
export function linePeriod(line: {
  lot_type: string;
  period_id?: number | null;
  period?: unknown;
}): Period | null {
  if (!isPeriodPriced(line.lot_type) || line.period_id == null) return null;
  const period = line.period as Partial<Period> | null | undefined;
  const valid =
    period?.id === line.period_id && Number.isInteger(period.length) && (period.length as number) > 0;
  return valid ? (period as Period) : null;
}

/** The months a line's price is multiplied by: its chosen period's length, else 1. */
export function periodLengthOf(line: {
  lot_type: string;
  period_id?: number | null;
  period?: unknown;
}): number {
  return linePeriod(line)?.length ?? 1;
}

/**
 * What a product page's Add to Cart and Buy now take with a subscription: the period chosen in its
 * period box (the first until the player picks one), so the cart line, the basket and the payment
 * carry the price shown for it. Other lots, or a page whose periods have not loaded, take none.
 */
export function subscriptionPeriodChoice(
  lot: { lot_type: string },
  target: Period | null,
): { period?: Period } {
  return lot.lot_type === 'subscription' && target
    ? { period: { id: target.id, length: target.length } }
    : {};
}
