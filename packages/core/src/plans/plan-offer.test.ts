import { afterEach, describe, expect, it } from 'vitest';
import { PlanSchema, type Plan } from '../schemas/lot';
import { $chosenPlanPeriods, choosePlanPeriod } from './period-choice';
import { resetPlans } from './plan-list';
import { planOffer } from './plan-offer';

/** `Intl` separates a currency code from the number with a no-break space; read here as a space. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

afterEach(resetPlans);

/** The demo world's AI Companion Plan: USD 14.99 and RDC 149.90 a month, for 1, 3, 6 or 12 months. */
const companion: Plan = PlanSchema.parse({
  id: 1,
  title: 'AI Companion Plan',
  price: { USD: 1499, RDC: 14990 },
  periods: [
    { id: 1, length: 1 },
    { id: 2, length: 3 },
    { id: 3, length: 6 },
    { id: 4, length: 12 },
  ],
});
const TODAY = new Date(2026, 10, 26);

describe("a plan card's offer (accounts-cart-checkout.md §9, marketplace-content.md §4)", () => {
  it('"the first is the default target period": with nothing chosen the offer is for the first period', () => {
    const offer = planOffer(companion, undefined, 'en', TODAY);
    expect(offer.period).toEqual({ id: 1, length: 1 });
    expect(offer.prices.map((price) => [price.currency, spaced(price.text)])).toEqual([
      ['USD', '$14.99'],
      ['RDC', 'RDC 149.90'],
    ]);
  });

  it('"Plan price shown is USD price times months divided by 100": 1499 for 6 months shows $89.94', () => {
    const offer = planOffer(companion, 3, 'en', TODAY);
    expect(offer.months).toBe(6);
    expect(offer.prices[0]).toEqual({ currency: 'USD', text: '$89.94' });
  });

  it('"Plan prices are multiplied by the period length (default 1)": the RDC price too, and a plan without periods is priced for one month', () => {
    const yearly = planOffer(companion, 4, 'en', TODAY).prices[1]!;
    expect([yearly.currency, spaced(yearly.text)]).toEqual(['RDC', 'RDC 1,798.80']);
    const monthly = PlanSchema.parse({ id: 9, title: 'Monthly', price: { USD: 500 } });
    const offer = planOffer(monthly, undefined, 'en', TODAY);
    expect(offer.period).toBeNull();
    expect(offer.months).toBe(1);
    expect(offer.prices).toEqual([{ currency: 'USD', text: '$5.00' }]);
  });

  it('"expiry is today plus the plan length in months", as a player reads the day', () => {
    expect(planOffer(companion, 3, 'en', TODAY).expiry).toEqual(new Date(2027, 4, 26));
    expect(planOffer(companion, 3, 'en', TODAY).expiryText).toBe('May 26, 2027');
    expect(planOffer(companion, 3, 'en', TODAY).expiryDay).toBe('2027-05-26');
    expect(planOffer(companion, 4, 'en', TODAY).expiryText).toBe('November 26, 2027');
    expect(planOffer(companion, 3, 'de', TODAY).expiryText).toBe('26. Mai 2027');
    // A day the target month lacks is that month's last: 31 August + 6 months = 28 February.
    expect(planOffer(companion, 3, 'en', new Date(2026, 7, 31)).expiryText).toBe('February 28, 2027');
  });

  it('a choice the plan does not offer falls back to its first period; each plan keeps its own choice', () => {
    expect(planOffer(companion, 99, 'en', TODAY).period?.id).toBe(1);
    choosePlanPeriod(1, 4);
    choosePlanPeriod(2, 1);
    expect($chosenPlanPeriods.get()).toEqual({ 1: 4, 2: 1 });
    expect(planOffer(companion, $chosenPlanPeriods.get()[companion.id], 'en', TODAY).months).toBe(12);
  });
});
