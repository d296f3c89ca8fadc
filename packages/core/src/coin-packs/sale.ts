/**
 * marketplace-content.md §9: "coin pack shows a '-20%' sale badge"; accounts-cart-checkout.md §2:
 * "a -20% sale badge". The badge's text, and the price it is taken off: the pack's USD price is
 * the sale price (the one charged), so the former price is the one 20% above it.
 */
export const COIN_PACK_SALE = { percent: 20, label: '-20%' } as const;

/** The former USD price of a pack sold at COIN_PACK_SALE (minor units): 799 at -20% was 999. */
export function coinPackFormerPrice(pack: { price: { USD: number } }): number {
  return Math.round((pack.price.USD * 100) / (100 - COIN_PACK_SALE.percent));
}
