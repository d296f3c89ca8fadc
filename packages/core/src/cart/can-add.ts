import { canIncrement, sameLine, type LineIdentity } from './lines';

/**
 * Whether adding the lot to the cart changes it: "Adding merges with a line of the same id and lot
 * type, summing counts; a subscription always stays at count 1." So a subscription already in the
 * cart cannot be added again (the product footer says In Cart); anything else can.
 */
export function canAddToCart(lines: readonly LineIdentity[], lot: LineIdentity): boolean {
  return canIncrement(lot) || !lines.some((line) => sameLine(line, lot));
}
