import { describe, expect, it } from 'vitest';
import { canPayIn, payableCurrencies } from './currencies';

describe('the currencies a line can be paid in (accounts-cart-checkout.md §1, §3)', () => {
  it('"Currencies: USD (default) and RDC." and "price (map of currency code to amount; USD in cents)": the ones the line has a price in, USD first', () => {
    expect(payableCurrencies({ price: { RDC: 49990, USD: 4999 } })).toEqual(['USD', 'RDC']);
    expect(payableCurrencies({ price: { RDC: 100 } })).toEqual(['RDC']);
  });

  it('a coin pack ("price with a USD field") is paid in USD only; a currency the server adds is not offered', () => {
    expect(payableCurrencies({ price: { USD: 499, EUR: 450 } })).toEqual(['USD']);
    expect(canPayIn({ price: { USD: 499 } }, 'RDC')).toBe(false);
    expect(canPayIn({ price: { USD: 0 } }, 'USD')).toBe(true);
  });
});
