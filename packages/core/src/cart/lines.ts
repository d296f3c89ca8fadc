/**
 * Pure cart rules (accounts-cart-checkout.md §2, §4, §9). They work on any line that carries the
 * fields a rule reads, so the stores can pass the schema's cart product unchanged.
 */
import { PAYLOAD_LIMITS } from '../schemas/limits';

/** What identifies a line: "a line of the same id and lot type". */
export interface LineIdentity {
  id: number;
  lot_type: string;
}

export interface CountedLine extends LineIdentity {
  count: number;
}

export function sameLine(a: LineIdentity, b: LineIdentity): boolean {
  return a.id === b.id && a.lot_type === b.lot_type;
}

export function lineKey(line: LineIdentity): string {
  return `${line.lot_type}:${line.id}`;
}

/**
 * "a subscription always stays at count 1" (accounts-cart-checkout.md §4, §9); any other line stops at the
 * most units the server takes for one line (PAYLOAD_LIMITS.countPerLine), so the cart never sends a count it
 * refuses.
 */
export function clampCount(lotType: string, count: number): number {
  const whole = Number.isFinite(count) ? Math.floor(count) : 0;
  if (whole <= 0) return 0;
  return lotType === 'subscription' ? 1 : Math.min(whole, PAYLOAD_LIMITS.countPerLine);
}

/**
 * "Adding merges with a line of the same id and lot type, summing counts; a subscription always
 * stays at count 1." A new line keeps its own count (default 1) and goes last; a period chosen
 * with the product replaces the line's.
 */
export function linesWithAdded<L extends CountedLine>(lines: readonly L[], product: L): L[] {
  const existing = lines.find((line) => sameLine(line, product));
  const added = product.count > 0 ? product.count : 1;
  if (!existing) return [...lines, { ...product, count: clampCount(product.lot_type, added) || 1 }];
  return lines.map((line) =>
    line === existing
      ? {
          ...line,
          ...chosenPeriod(product),
          count: clampCount(line.lot_type, line.count + added) || line.count,
        }
      : line,
  );
}

/** The period a product is added with replaces the line's: the player's latest choice is the one paid for. */
function chosenPeriod(product: object): { period_id?: unknown; period?: unknown } {
  const { period_id, period } = product as { period_id?: unknown; period?: unknown };
  return period_id === undefined ? {} : { period_id, period };
}

/** "setting a count to 0 removes the line"; a subscription stays at 1. */
export function linesWithCount<L extends CountedLine>(
  lines: readonly L[],
  target: LineIdentity,
  count: number,
): L[] {
  const next = clampCount(target.lot_type, count);
  if (next === 0) return linesWithout(lines, target);
  return lines.map((line) => (sameLine(line, target) ? { ...line, count: next } : line));
}

export function linesWithout<L extends LineIdentity>(lines: readonly L[], target: LineIdentity): L[] {
  return lines.filter((line) => !sameLine(line, target));
}

/** "The plus button is disabled for subscription lots." */
export function canIncrement(line: LineIdentity): boolean {
  return line.lot_type !== 'subscription';
}

/** Merges many lines in order with the add rule (used when a guest cart meets the server cart). */
export function mergeLines<L extends CountedLine>(into: readonly L[], from: readonly L[]): L[] {
  return from.reduce<L[]>((acc, line) => linesWithAdded(acc, line), [...into]);
}

/** "no delivery needed": every line is a plan or a coin. */
export function needsNoDelivery(lines: readonly LineIdentity[]): boolean {
  return lines.every((line) => line.lot_type === 'plan' || line.lot_type === 'coin');
}

/** The summed product counts, for the basket badge. */
export function cartCount(lines: readonly CountedLine[]): number {
  return lines.reduce((sum, line) => sum + line.count, 0);
}

/** The largest count the badge shows ("badge displays up to 99"). */
const BADGE_MAX = 99;

/** Badge text: the summed count up to 99, '99+' above it (our choice), empty for an empty cart. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
