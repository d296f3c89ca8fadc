import { CURRENCIES, type Currency } from '../schemas/common';

/** The fields the rule reads: the line's price map. */
interface PricedLot {
  price: { readonly [currency: string]: unknown };
}

/**
 * The currencies a line (or a buy-now product) can be paid in: those of "USD (default) and RDC"
 * it has a price in ("price (map of currency code to amount; USD in cents)"). A coin pack has a
 * USD price only.
 */
export function payableCurrencies(lot: PricedLot): Currency[] {
  return CURRENCIES.filter((currency) => canPayIn(lot, currency));
}

export function canPayIn(lot: PricedLot, currency: Currency): boolean {
  return typeof lot.price[currency] === 'number';
}
