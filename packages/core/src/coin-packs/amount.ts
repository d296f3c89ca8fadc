/**
 * The RDC a coin pack holds, in minor units. A pack's `count` is its "amount of RDC"
 * (accounts-cart-checkout.md §3) and, like every amount, is held in minor units
 * (accounts-cart-checkout.md §1): count 10000 is 100 RDC.
 */
export function coinPackRdc(pack: { count: number }): number {
  return pack.count;
}
