import { describe, expect, it } from 'vitest';
import { CartProductSchema, type CartProduct } from '../schemas/cart';
import { expectedCharge, orderSummary } from './order-summary';

const line = (fields: Record<string, unknown>): CartProduct =>
  CartProductSchema.parse({ title: 'Lot', price: {}, ...fields });
const item = line({ id: 3, title: 'Corsair', lot_type: 'item', price: { USD: 23199, RDC: 231990 } });
const subscription = line({
  id: 1,
  title: 'Cadet Subscription',
  lot_type: 'subscription',
  price: { USD: 499, RDC: 4990 },
});
const plan = line({ id: 1, title: 'AI Companion Plan', lot_type: 'plan', price: { USD: 999, RDC: 9990 } });
const coinLine = line({ id: 2, title: '250 RDC', lot_type: 'coin', price: { USD: 2399 }, pack_rdc: 25000 });
const pack5000 = { id: 6, title: '5,000 RDC', count: 500000, price: { USD: 42999 } };

describe('the order summary: what Place order charges to the card and takes from the wallet', () => {
  it('a USD line is charged to the card, an RDC line taken from the wallet, each in the currency chosen', () => {
    const summary = orderSummary({
      lines: [item, { ...item, id: 4, selectCurrency: 'RDC', count: 2 }],
      balance: 1_000_000,
    });
    expect(summary).toMatchObject({
      card: 23199,
      wallet: 463980,
      credit: 0,
      balanceAfter: 1_000_000 - 463980,
      shortfall: 0,
    });
    expect(summary.lines.map((entry) => [entry.title, entry.currency, entry.total])).toEqual([
      ['Corsair', 'USD', 23199],
      ['Corsair', 'RDC', 463980],
    ]);
  });

  it('paying entirely in RDC charges nothing to the card', () => {
    const summary = orderSummary({ lines: [{ ...item, selectCurrency: 'RDC' }], balance: 300_000 });
    expect(summary.card).toBe(0);
    expect(summary.wallet).toBe(231990);
    expect(summary.balanceAfter).toBe(300_000 - 231990);
  });

  it('"Plan prices are multiplied by the period length (default 1)"; a subscription by the period chosen on its page', () => {
    const summary = orderSummary({
      lines: [
        { ...plan, period_id: 3, period: { id: 3, length: 6 } },
        { ...subscription, period_id: 4, period: { id: 4, length: 12 }, selectCurrency: 'RDC' },
        { ...plan, id: 2 },
      ],
      balance: 100_000,
    });
    expect(summary.lines.map((entry) => [entry.lotType, entry.period?.length ?? null, entry.total])).toEqual([
      ['plan', 6, 5994],
      ['subscription', 12, 59880],
      ['plan', null, 999],
    ]);
    expect(summary.card).toBe(5994 + 999);
    expect(summary.wallet).toBe(59880);
  });

  it('a top-up shows as its own USD lines, is charged to the card, and its RDC covers the RDC lines', () => {
    const rdcLine = { ...item, selectCurrency: 'RDC' as const, count: 3 };
    const summary = orderSummary({
      lines: [rdcLine],
      topUps: [{ pack: pack5000, lot_count: 2 }],
      balance: 100_000,
    });
    expect(summary.topUps).toEqual([{ packId: 6, pack: pack5000, count: 2, usd: 85998, rdc: 1_000_000 }]);
    expect(summary.card).toBe(85998);
    expect(summary.wallet).toBe(695970);
    expect(summary.credit).toBe(1_000_000);
    expect(summary.balanceAfter).toBe(100_000 + 1_000_000 - 695970);
    expect(summary.shortfall).toBe(0);
  });

  it('RDC beyond the balance and the top-ups is the shortfall, and nothing goes below zero', () => {
    const summary = orderSummary({
      lines: [{ ...item, selectCurrency: 'RDC' }],
      topUps: [{ pack: { ...pack5000, count: 10_000 }, lot_count: 1 }],
      balance: 20_000,
    });
    expect(summary.shortfall).toBe(231990 - 20_000 - 10_000);
    expect(summary.balanceAfter).toBe(0);
  });

  it('from a balance not known yet (null) it counts no balance after and says nothing is short; the charge is the same', () => {
    const choice = { lines: [{ ...item, selectCurrency: 'RDC' as const }, coinLine] };
    const unknown = orderSummary({ ...choice, balance: null });
    expect(unknown).toMatchObject({ balance: null, balanceAfter: null, shortfall: 0 });
    const known = orderSummary({ ...choice, balance: 0 });
    expect(known).toMatchObject({ balance: 0, balanceAfter: 0, shortfall: 231990 - 25000 });
    expect(expectedCharge(unknown)).toEqual(expectedCharge(known));
  });

  it('a coin pack in the cart is charged in USD and adds its RDC per pack times the count', () => {
    const summary = orderSummary({ lines: [{ ...coinLine, count: 2 }], balance: 0 });
    expect(summary).toMatchObject({ card: 4798, wallet: 0, credit: 50000, balanceAfter: 50000 });
  });

  it('the charge sent with the payment is the one shown', () => {
    const summary = orderSummary({
      lines: [item, { ...item, id: 9, selectCurrency: 'RDC' }],
      topUps: [{ pack: pack5000, lot_count: 1 }],
      balance: 0,
    });
    expect(expectedCharge(summary)).toEqual({ USD: 23199 + 42999, RDC: 231990 });
  });
});
