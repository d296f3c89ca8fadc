import { afterEach, describe, expect, it, vi } from 'vitest';
import { $buyNowProduct, $isBuyNowOpen, closeBuyNow, openBuyNow, setBuyNowCurrency } from './store';
import { $buyNowSummary } from './summary';

const plan = { id: 5, title: 'Pro', lot_type: 'plan', price: { USD: 500, RDC: 2000 } };

afterEach(() => {
  closeBuyNow();
  vi.restoreAllMocks();
});

describe('buy now (accounts-cart-checkout.md §2 "Buy-now modal: holds one product; closing clears the product.")', () => {
  it('holds one product, count 1', () => {
    expect(openBuyNow({ ...plan, count: 4 }, { period: { id: 2, length: 6 } })).toBe(true);
    expect($isBuyNowOpen.get()).toBe(true);
    expect($buyNowProduct.get()).toMatchObject({ id: 5, count: 1, period_id: 2, selectCurrency: 'USD' });
    expect($buyNowSummary.get()).toMatchObject({ card: 3000, wallet: 0 });
    setBuyNowCurrency('RDC');
    expect($buyNowSummary.get()).toMatchObject({ card: 0, wallet: 12000 });
  });

  it('"closing clears the product"', () => {
    openBuyNow(plan, { currency: 'RDC' });
    closeBuyNow();
    expect($buyNowProduct.get()).toBeNull();
    expect($isBuyNowOpen.get()).toBe(false);
    setBuyNowCurrency('USD');
    expect($buyNowProduct.get()).toBeNull();
  });

  it('a value that is not a product is ignored and logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(openBuyNow({ id: 1 })).toBe(false);
    expect(openBuyNow('ship')).toBe(false);
    expect($buyNowProduct.get()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
