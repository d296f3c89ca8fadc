import { periodPrice } from '../cart/line-period';
import { planPriceShown } from '../money/plan';

/**
 * marketplace-content.md §9: "plan price shown is USD price times months divided by 100": the USD text for a
 * period.
 */
export function periodPriceText(usd: number, periodLength: number | null | undefined): string {
  return planPriceShown(usd, periodPrice(1, periodLength)).toFixed(2);
}
