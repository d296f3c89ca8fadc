import { coinPackRdc } from '../coin-packs/amount';

/**
 * An additional-currency line: a coin pack chosen to top up the balance during checkout
 * (accounts-cart-checkout.md §3).
 */
export interface AdditionalCurrencyLine<P extends { id: number }> {
  pack: P;
  /** "lot_count (rises by 1 per repeated add)". */
  lot_count: number;
}

/** Adding a pack already chosen raises its lot_count by 1; a new pack starts at 1. */
export function addAdditionalCurrency<P extends { id: number }>(
  lines: readonly AdditionalCurrencyLine<P>[],
  pack: P,
): AdditionalCurrencyLine<P>[] {
  const existing = lines.find((line) => line.pack.id === pack.id);
  if (!existing) return [...lines, { pack, lot_count: 1 }];
  return lines.map((line) => (line === existing ? { ...line, lot_count: line.lot_count + 1 } : line));
}

export function removeAdditionalCurrency<P extends { id: number }>(
  lines: readonly AdditionalCurrencyLine<P>[],
  packId: number,
): AdditionalCurrencyLine<P>[] {
  return lines.filter((line) => line.pack.id !== packId);
}

/**
 * "with additional currency the product list carries lot_type, count (from lot_count) and lot_id"
 * (accounts-cart-checkout.md §7), each paid in USD.
 */
export function additionalCurrencyProducts<P extends { id: number }>(
  lines: readonly AdditionalCurrencyLine<P>[],
): { lot_type: 'coin'; count: number; lot_id: number; currency: 'USD' }[] {
  return lines.map((line) => ({
    lot_type: 'coin',
    count: line.lot_count,
    lot_id: line.pack.id,
    currency: 'USD',
  }));
}

/** RDC the chosen packs add, in minor units: each pack's RDC times its lot_count. */
export function additionalRdc<P extends { id: number; count: number }>(
  lines: readonly AdditionalCurrencyLine<P>[],
): number {
  return lines.reduce((sum, line) => sum + coinPackRdc(line.pack) * line.lot_count, 0);
}

/** "Coin packs: 6 per slide." */
export const COIN_PACKS_PER_SLIDE = 6;
