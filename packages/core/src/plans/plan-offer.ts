import { isoDay } from '../dates/iso-day';
import { formatDay } from '../format/dates';
import { formatMoney } from '../format/money';
import { planExpiry } from '../money/plan';
import { periodPrice } from '../cart/line-period';
import { periodPriceText } from '../product/period-price';
import type { Currency } from '../schemas/common';
import type { Period, Plan } from '../schemas/lot';
import { planPeriod } from './period-choice';

/** A plan's price in one currency for its period, as shown: "$59.88", "RDC 598.80". */
export interface PlanPrice {
  readonly currency: Currency;
  readonly text: string;
}

/** What a plan's card offers for its target period: the prices and the expiry the purchase would give. */
export interface PlanOffer {
  /** The chosen period, else the first; null for a plan sold without periods. */
  readonly period: Period | null;
  /** The period's length in months ("default 1"). */
  readonly months: number;
  /** USD first, then RDC, each only when the plan has a price in it. */
  readonly prices: readonly PlanPrice[];
  readonly expiry: Date;
  /** The expiry as a player reads it: "May 26, 2027". */
  readonly expiryText: string;
  /** The expiry's day for a `<time datetime>`: "2027-05-26". */
  readonly expiryDay: string;
}

/**
 * accounts-cart-checkout.md §9: "Plan price shown is USD price times months divided by 100; expiry
 * is today plus the plan length in months. Plan prices are multiplied by the period length
 * (default 1)." The RDC price follows the same multiplication. Texts are in `locale`; `today` is
 * the page's own day.
 */
export function planOffer(
  plan: Pick<Plan, 'periods' | 'price'>,
  chosenPeriodId: number | undefined,
  locale: string,
  today: Date = new Date(),
): PlanOffer {
  const period = planPeriod(plan, chosenPeriodId);
  const months = periodPrice(1, period?.length);
  const prices: PlanPrice[] = [];
  if (plan.price.USD !== undefined)
    prices.push({ currency: 'USD', text: periodPriceText(plan.price.USD, months, locale) });
  if (plan.price.RDC !== undefined)
    prices.push({ currency: 'RDC', text: formatMoney(periodPrice(plan.price.RDC, months), 'RDC', locale) });
  const expiry = planExpiry(months, today);
  return { period, months, prices, expiry, expiryText: formatDay(expiry, locale), expiryDay: isoDay(expiry) };
}
