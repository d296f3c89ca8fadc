import { atom, computed } from 'nanostores';
import { periodLengthOf } from '../cart/storage';
import { cartTotals } from '../cart/totals';
import { CartProductSchema, type CartProduct } from '../schemas/cart';
import type { Currency } from '../schemas/common';
import { logIgnored } from '../log-ignored';

/** "Buy-now modal: holds one product; closing clears the product." */
export const $buyNowProduct = atom<CartProduct | null>(null);
export const $isBuyNowOpen = computed($buyNowProduct, (product) => product !== null);
/** The one product's totals, by the cart's rules. */
export const $buyNowTotals = computed($buyNowProduct, (product) => cartTotals(product ? [product] : [], periodLengthOf));

/** Opens the buy-now checkout with one product (count 1 unless given). */
export function openBuyNow(
  product: unknown,
  options: { currency?: Currency; period?: { id: number; length: number } } = {},
): boolean {
  const extra: Record<string, unknown> = { count: 1 };
  if (options.currency) extra.selectCurrency = options.currency;
  if (options.period) Object.assign(extra, { period_id: options.period.id, period: options.period });
  const parsed = CartProductSchema.safeParse(typeof product === 'object' && product ? { ...product, ...extra } : product);
  if (!parsed.success) {
    logIgnored('a buy-now product that is not a product', parsed.error.issues);
    return false;
  }
  $buyNowProduct.set(parsed.data);
  return true;
}

export function setBuyNowCurrency(currency: Currency): void {
  const product = $buyNowProduct.get();
  if (product) $buyNowProduct.set({ ...product, selectCurrency: currency });
}

/** "closing clears the product" (also done by a successful payment). */
export function closeBuyNow(): void {
  $buyNowProduct.set(null);
}
