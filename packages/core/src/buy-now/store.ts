import { atom, computed } from 'nanostores';
import { chosenCartProduct, type ProductChoice } from '../cart/product-choice';
import type { CartProduct } from '../schemas/cart';
import type { Currency } from '../schemas/common';

/** "Buy-now modal: holds one product; closing clears the product." */
export const $buyNowProduct = atom<CartProduct | null>(null);
export const $isBuyNowOpen = computed($buyNowProduct, (product) => product !== null);

/** Opens the buy-now checkout with one product (count 1 unless given). */
export function openBuyNow(product: unknown, options: Omit<ProductChoice, 'count'> = {}): boolean {
  const chosen = chosenCartProduct(
    product,
    { ...options, count: 1 },
    'a buy-now product that is not a product',
  );
  if (chosen) $buyNowProduct.set(chosen);
  return chosen !== null;
}

export function setBuyNowCurrency(currency: Currency): void {
  const product = $buyNowProduct.get();
  if (product) $buyNowProduct.set({ ...product, selectCurrency: currency });
}

/** "closing clears the product" (also done by a successful payment). */
export function closeBuyNow(): void {
  $buyNowProduct.set(null);
}
