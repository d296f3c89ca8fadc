import { CartProductSchema, type CartProduct } from '../schemas/cart';
import type { Currency } from '../schemas/common';
import { logIgnored } from '../log-ignored';

/** What a buyer chose for a lot: how many, the currency it is paid in, and for plans the period. */
export interface ProductChoice {
  /** How many; default the product's own count, else 1. */
  count?: number;
  currency?: Currency;
  /** For plans: the chosen period (its length multiplies the price). */
  period?: { id: number; length: number };
}

/**
 * A lot or cart product as a cart product with the buyer's choice merged in, as the cart and the
 * buy-now modal take it. A value that is not a product is logged (as `what`) and gives null.
 */
export function chosenCartProduct(product: unknown, choice: ProductChoice, what: string): CartProduct | null {
  const extra: Record<string, unknown> = {};
  if (choice.count !== undefined) extra.count = choice.count;
  if (choice.currency) extra.selectCurrency = choice.currency;
  if (choice.period) Object.assign(extra, { period_id: choice.period.id, period: choice.period });
  const parsed = CartProductSchema.safeParse(
    typeof product === 'object' && product ? { ...product, ...extra } : product,
  );
  if (parsed.success) return parsed.data;
  logIgnored(what, parsed.error.issues);
  return null;
}
