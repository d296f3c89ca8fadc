import { formatMoney } from '../format/money';
import { coinPackRdc } from './amount';

// Apart from amount.ts, which the partner bundle's shared runtime holds: the formatter comes only
// with the widgets that write a pack's amount.

/**
 * "the RDC figure is also described as shown as a whole number without fraction in the coin
 * context" (marketplace-content.md §3): count 10000 → "RDC 100".
 */
export function formatCoinPackRdc(pack: { count: number }, locale: string): string {
  return formatMoney(coinPackRdc(pack), 'RDC', locale, { whole: true });
}

/** What a pack is called: its own title, else its amount ("RDC 500"). */
export function coinPackTitle(pack: { count: number; title?: string | undefined }, locale: string): string {
  return pack.title ?? formatCoinPackRdc(pack, locale);
}
