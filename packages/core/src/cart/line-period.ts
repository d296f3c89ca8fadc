import { PeriodSchema, type Period } from '../schemas/lot';

/** The lot types whose price is for one month and is multiplied by the chosen period's length. */
export function isPeriodPriced(lotType: string): boolean {
  return lotType === 'plan' || lotType === 'subscription';
}

/**
 * The period a line was chosen with: `period: { id, length }` kept beside `period_id`. Only a
 * period whose id is the line's `period_id` counts, so a subscription lot's own `period` (which
 * the lot carries as data) is not taken for the player's choice.
 */
export function linePeriod(line: { lot_type: string; period_id?: number | null; period?: unknown }): Period | null {
  if (!isPeriodPriced(line.lot_type) || line.period_id == null) return null;
  const period = PeriodSchema.safeParse(line.period);
  return period.success && period.data.id === line.period_id ? period.data : null;
}

/**
 * The months a line's price is multiplied by: "Plan prices are multiplied by the period length
 * (default 1)" (accounts-cart-checkout.md §9), and a subscription's likewise by the period chosen
 * on its page; 1 for every other line.
 */
export function periodLengthOf(line: { lot_type: string; period_id?: number | null; period?: unknown }): number {
  return linePeriod(line)?.length ?? 1;
}
