/**
 * Invalid stored data is ignored and logged, never a crash (team standard; accounts-cart-checkout.md §5 for
 * the cart).
 */
export function logIgnored(what: string, detail?: unknown): void {
  console.warn(`[rdc] ignored ${what}`, ...(detail === undefined ? [] : [detail]));
}
