import { describe, expect, it } from 'vitest';
import { CartProductSchema } from '../schemas/cart';
import { newIdempotencyKey } from './idempotency';
import { payProducts } from './products';
import { purchasedProducts } from './purchased';
import { PurchaseResultSchema } from '../schemas/payment';

describe('pay products (accounts-cart-checkout.md §7 "body has token_id, payment, and product (lot_type, count, lot_id, plus period_id for plans)")', () => {
  it('maps lines, each with the currency the player chose, and adds the additional currency', () => {
    const lines = [
      CartProductSchema.parse({
        id: 1,
        title: 'Ship',
        lot_type: 'item',
        price: { USD: 1, RDC: 10 },
        count: 2,
        selectCurrency: 'RDC',
      }),
      CartProductSchema.parse({ id: 5, title: 'Pro', lot_type: 'plan', price: { USD: 1 }, period_id: 3 }),
    ];
    expect(payProducts(lines, [{ lot_type: 'coin', count: 2, lot_id: 9, currency: 'USD' }])).toEqual([
      { lot_type: 'item', count: 2, lot_id: 1, currency: 'RDC' },
      { lot_type: 'plan', count: 1, lot_id: 5, period_id: 3, currency: 'USD' },
      { lot_type: 'coin', count: 2, lot_id: 9, currency: 'USD' },
    ]);
  });

  it('a subscription carries the period chosen on its page; its own period is not sent', () => {
    const base = {
      id: 2,
      title: 'Pilot',
      lot_type: 'subscription',
      price: { USD: 999 },
      period: { id: 2, length: 3 },
    };
    expect(
      payProducts([CartProductSchema.parse({ ...base, period_id: 4, period: { id: 4, length: 12 } })]),
    ).toEqual([{ lot_type: 'subscription', count: 1, lot_id: 2, currency: 'USD', period_id: 4 }]);
    expect(payProducts([CartProductSchema.parse(base)])).toEqual([
      { lot_type: 'subscription', count: 1, lot_id: 2, currency: 'USD' },
    ]);
  });

  it('each attempt gets its own key for the Idempotency-Key header', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

describe('purchase modal ("a slider of purchased products with image and title")', () => {
  it('lists every purchased product across the groups', () => {
    const product = (id: number, lot_type: string) => ({
      product: { id, title: `#${id}`, lot_type, price: { USD: 1 } },
      count: 1,
    });
    const result = PurchaseResultSchema.parse({ item: [product(1, 'item')], coin: [product(2, 'coin')] });
    expect(purchasedProducts(result).map((e) => e.product.id)).toEqual([1, 2]);
  });
});
