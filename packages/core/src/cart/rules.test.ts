import { describe, expect, it } from 'vitest';
import {
  linesWithAdded,
  badgeText,
  canIncrement,
  cartCount,
  clampCount,
  lineKey,
  mergeLines,
  needsNoDelivery,
  linesWithout,
  linesWithCount,
} from './lines';
import { cartTotals, lineCost, lineCurrency } from './totals';

const item = { id: 1, lot_type: 'item', count: 1, price: { USD: 1000, RDC: 5000 }, selectCurrency: 'USD' };
const sameIdPackage = { ...item, lot_type: 'package' };
const sub = {
  id: 7,
  lot_type: 'subscription',
  count: 1,
  price: { USD: 999, RDC: 3000 },
  selectCurrency: 'USD',
};
const plan = { id: 3, lot_type: 'plan', count: 1, price: { USD: 500, RDC: 2000 }, selectCurrency: 'USD' };
const coin = { id: 4, lot_type: 'coin', count: 2, price: { USD: 199 }, selectCurrency: 'USD' };

describe('cart lines (accounts-cart-checkout.md §4 Cart)', () => {
  it('"Adding merges with a line of the same id and lot type, summing counts"', () => {
    const once = linesWithAdded([], item);
    const twice = linesWithAdded(once, { ...item, count: 3 });
    expect(twice).toHaveLength(1);
    expect(twice[0]?.count).toBe(4);
  });

  it('a product with the same id but another lot type is another line', () => {
    const lines = linesWithAdded(linesWithAdded([], item), sameIdPackage);
    expect(lines.map(lineKey)).toEqual(['item:1', 'package:1']);
  });

  it('"Cart product ... count (starts at 1)": a product without a count is added once', () => {
    expect(linesWithAdded([], { ...item, count: 0 })[0]?.count).toBe(1);
  });

  it('"a subscription always stays at count 1"', () => {
    const lines = linesWithAdded(linesWithAdded([], sub), { ...sub, count: 5 });
    expect(lines[0]?.count).toBe(1);
    expect(linesWithAdded([], { ...sub, count: 4 })[0]?.count).toBe(1);
    expect(linesWithCount(lines, sub, 3)[0]?.count).toBe(1);
    expect(clampCount('subscription', 9)).toBe(1);
    // The most units the server takes for one line (else a payment of 1 000 000 units would go through).
    expect(clampCount('item', 999)).toBe(999);
    expect(clampCount('item', 1_000_000)).toBe(999);
  });

  it('"The plus button is disabled for subscription lots."', () => {
    expect(canIncrement(sub)).toBe(false);
    expect(canIncrement(item)).toBe(true);
  });

  it('"Count 0 removes the line."', () => {
    const lines = linesWithAdded(linesWithAdded([], item), coin);
    expect(linesWithCount(lines, item, 0)).toEqual([coin]);
    expect(linesWithCount(lines, item, -1)).toEqual([coin]);
    expect(linesWithCount(lines, coin, 5).find((l) => l.id === 4)?.count).toBe(5);
  });

  it('count changes by whole units; a nonsense count removes nothing but is read as 0', () => {
    expect(clampCount('item', 2.7)).toBe(2);
    expect(clampCount('item', Number.NaN)).toBe(0);
  });

  it('remove drops only the matching line', () => {
    expect(linesWithout([item, sameIdPackage], item)).toEqual([sameIdPackage]);
  });

  it('merging a guest cart into the server cart sums the same lines and keeps the others', () => {
    const merged = mergeLines([{ ...item, count: 2 }], [{ ...item, count: 1 }, coin]);
    expect(merged.map((l) => [lineKey(l), l.count])).toEqual([
      ['item:1', 3],
      ['coin:4', 2],
    ]);
  });

  it('"every product is a plan or a coin (no delivery needed)"', () => {
    expect(needsNoDelivery([plan, coin])).toBe(true);
    expect(needsNoDelivery([plan, item])).toBe(false);
  });
});

describe('basket badge ("a badge of the summed product counts (badge displays up to 99)")', () => {
  it('sums the counts', () => {
    expect(cartCount([{ ...item, count: 2 }, coin, sub])).toBe(5);
  });

  it.each([
    [0, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [250, '99+'],
  ])('%i shows %j', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});

describe('totals ("Totals in USD and RDC in minor units; plan prices times the period length (default 1)")', () => {
  it('each line counts in its selected currency (USD by default)', () => {
    const rdcItem = { ...item, count: 2, selectCurrency: 'RDC' };
    expect(cartTotals([rdcItem, coin])).toEqual({ USD: 398, RDC: 10000 });
    expect(lineCurrency({ ...item, selectCurrency: null })).toBe('USD');
  });

  it('"Plan prices are multiplied by the period length (default 1)"', () => {
    expect(lineCost(plan, 'USD', 6)).toBe(3000);
    expect(lineCost(plan, 'USD')).toBe(500);
    expect(lineCost(plan, 'USD', null)).toBe(500);
    expect(lineCost(item, 'USD', 6)).toBe(1000);
    expect(cartTotals([plan, item], (line) => (line.lot_type === 'plan' ? 12 : undefined))).toEqual({
      USD: 7000,
      RDC: 0,
    });
  });

  it('a line without a price in its currency costs 0, never NaN', () => {
    expect(cartTotals([{ ...coin, selectCurrency: 'RDC' }])).toEqual({ USD: 0, RDC: 0 });
  });
});
