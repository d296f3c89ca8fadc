import { describe, expect, it } from 'vitest';
import { sampleLot } from './fixtures.test-data';
import { CartAnswerSchema, CartEditPayloadSchema, CartProductSchema, StoredCartEntrySchema } from './cart';

describe('stored cart entry', () => {
  it('"currency (default USD)"', () => {
    expect(StoredCartEntrySchema.parse({ lot_id: 1, lot_type: 'item', count: 2 })).toEqual({
      lot_id: 1,
      lot_type: 'item',
      count: 2,
      currency: 'USD',
    });
  });

  it('"A delete sets count to 0"', () => {
    expect(
      StoredCartEntrySchema.parse({ lot_id: 1, lot_type: 'coin', count: 0, currency: 'RDC' }).count,
    ).toBe(0);
  });

  it.each([
    ['a negative count', { count: -1 }],
    ['a fractional count', { count: 1.5 }],
    ['count as text', { count: '2' }],
    ['an unknown lot type', { lot_type: 'bundle' }],
    ['an unknown currency', { currency: 'EUR' }],
    ['no lot id', { lot_id: undefined }],
  ])('rejects %s', (_, change) => {
    expect(
      StoredCartEntrySchema.safeParse({ lot_id: 1, lot_type: 'item', count: 1, ...change }).success,
    ).toBe(false);
  });

  it('the edit payload carries shopping_cart_items', () => {
    expect(
      CartEditPayloadSchema.parse({ shopping_cart_items: [{ lot_id: 1, lot_type: 'plan', count: 1 }] }),
    ).toEqual({
      shopping_cart_items: [{ lot_id: 1, lot_type: 'plan', count: 1, currency: 'USD' }],
    });
    expect(CartEditPayloadSchema.safeParse({ items: [] }).success).toBe(false);
  });
});

describe('cart answer', () => {
  it('is grouped by lot type, each entry { product, count, currency }; missing groups are empty', () => {
    const answer = CartAnswerSchema.parse({ item: [{ product: sampleLot, count: 2, currency: 'RDC' }] });
    expect(answer.item[0]).toMatchObject({ count: 2, currency: 'RDC', product: { id: 11 } });
    expect(answer).toMatchObject({ package: [], subscription: [], coin: [], plan: [] });
  });

  it('rejects an entry without a product', () => {
    expect(CartAnswerSchema.safeParse({ coin: [{ count: 1, currency: 'USD' }] }).success).toBe(false);
  });
});

describe('cart product', () => {
  it('"count (starts at 1)", "selectCurrency (default USD)", period_id for plans', () => {
    const product = CartProductSchema.parse({ ...sampleLot, lot_type: 'plan', period_id: 3 });
    expect(product).toMatchObject({ count: 1, selectCurrency: 'USD', period_id: 3 });
    expect(CartProductSchema.safeParse({ ...sampleLot, selectCurrency: 'EUR' }).success).toBe(false);
  });
});
