import { periodPrice } from '../cart/line-period';
import { formatMoney } from '../format/money';
import { toMinor } from '../money/money';
import { planPriceShown } from '../money/plan';

/**
 * marketplace-content.md §9: "plan price shown is USD price times months divided by 100": the USD price
 * for a period, as the reader's locale writes it ("$119.88").
 */
export function periodPriceText(
  usd: number,
  periodLength: number | null | undefined,
  locale: string,
): string {
  return formatMoney(toMinor(planPriceShown(usd, periodPrice(1, periodLength))), 'USD', locale);
}
