import { addMonths } from '../dates/add-months';

/**
 * "Plan price shown is USD price times months divided by 100" (accounts-cart-checkout.md §9): USD cents ×
 * months → dollars.
 */
export function planPriceShown(usdMinor: number, months: number): number {
  return (usdMinor * months) / 100;
}

/** "expiry is today plus the plan length in months" (accounts-cart-checkout.md §9). */
export function planExpiry(months: number, today: Date = new Date()): Date {
  return addMonths(today, months);
}
