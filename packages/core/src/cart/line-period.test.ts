import { describe, expect, it } from 'vitest';
import { CartProductSchema } from '../schemas/cart';
import { lineCost } from './totals';
import { linePeriod, periodLengthOf } from './line-period';

const plan = CartProductSchema.parse({
  id: 2,
  title: 'Pro',
  lot_type: 'plan',
  price: { USD: 500 },
  period_id: 3,
  period: { id: 3, length: 6 },
});
const subscription = CartProductSchema.parse({
  id: 1,
  title: 'Cadet',
  lot_type: 'subscription',
  price: { USD: 499, RDC: 4990 },
});

describe("a line's period", () => {
  it('"Plan prices are multiplied by the period length (default 1)": the chosen period travels with the line', () => {
    expect(periodLengthOf(plan)).toBe(6);
    expect(lineCost(plan, 'USD', periodLengthOf(plan))).toBe(3000);
    expect(periodLengthOf({ ...plan, period_id: undefined, period: undefined })).toBe(1);
  });

  it('a subscription chosen for 12 months costs 12 times its monthly price, in either currency', () => {
    const yearly = { ...subscription, period_id: 4, period: { id: 4, length: 12 } };
    expect(lineCost(yearly, 'USD', periodLengthOf(yearly))).toBe(5988);
    expect(lineCost(yearly, 'RDC', periodLengthOf(yearly))).toBe(59880);
  });

  it("a subscription lot's own period is data, not the player's choice: without period_id it counts once", () => {
    const withOwnPeriod = CartProductSchema.parse({ ...subscription, period: { id: 2, length: 3 } });
    expect(linePeriod(withOwnPeriod)).toBeNull();
    expect(periodLengthOf(withOwnPeriod)).toBe(1);
  });

  it("a period whose id is not the line's period_id, or an item with a period, counts once", () => {
    expect(periodLengthOf({ ...plan, period_id: 9 })).toBe(1);
    expect(periodLengthOf({ lot_type: 'item', period_id: 3, period: { id: 3, length: 6 } })).toBe(1);
  });
});
