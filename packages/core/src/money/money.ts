/** Amounts are held in minor units with 2 decimals (accounts-cart-checkout.md §1): 1234 means 12.34. */
const MINOR_PER_MAJOR = 100;

/** Major amount (12.34) to minor units (1234), rounding away float noise. */
export function toMinor(major: number): number {
  return Math.round(major * MINOR_PER_MAJOR);
}

export function toMajor(minor: number): number {
  return minor / MINOR_PER_MAJOR;
}

/** Sums minor amounts; sums of integers stay exact. */
export function sumMinor(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}
