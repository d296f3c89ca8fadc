/** Amounts are held in minor units with 2 decimals (accounts-cart-checkout.md §1): 1234 means 12.34. */
const MINOR_PER_MAJOR = 100;

/** Major amount (12.34) to minor units (1234), rounding away float noise. */
export function toMinor(major: number): number {
  return Math.round(major * MINOR_PER_MAJOR);
}

export function toMajor(minor: number): number {
  return minor / MINOR_PER_MAJOR;
}

/** An amount with 2 decimals: USD prices, RDC prices and the balance (accounts-cart-checkout.md §1). */
export function formatAmount(minor: number): string {
  return toMajor(Math.round(minor)).toFixed(2);
}

/**
 * RDC as a whole number, without the fraction (accounts-cart-checkout.md §1 "RDC is shown as a whole number
 * in some places").
 */
export function formatWhole(minor: number): string {
  return String(Math.trunc(toMajor(Math.round(minor))));
}

/**
 * The USD price split into whole and fractional parts (coin packs, accounts-cart-checkout.md §2): 1299 → {
 * whole: '12', fraction: '99' }.
 */
export function splitAmount(minor: number): { whole: string; fraction: string } {
  const [whole = '0', fraction = '00'] = formatAmount(minor).split('.');
  return { whole, fraction };
}

/** Sums minor amounts; sums of integers stay exact. */
export function sumMinor(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}
