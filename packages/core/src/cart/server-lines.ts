import { LOT_TYPES } from '../schemas/common';
import { CartProductSchema, type CartAnswer, type CartProduct, type StoredCartEntryInput } from '../schemas/cart';
import { logIgnored } from '../log-ignored';
import { lineKey, type LineIdentity } from './lines';

/** A line as the server stores it: "lot_id, lot_type, count, currency". */
export function toEntry(key: LineIdentity, line: CartProduct | undefined): StoredCartEntryInput {
  return {
    lot_id: key.id,
    lot_type: key.lot_type as StoredCartEntryInput['lot_type'],
    count: line?.count ?? 0,
    currency: line?.selectCurrency ?? 'USD',
  };
}

/**
 * The server cart as lines. The server keeps no plan period, so a line keeps the period it had
 * here; lines already here keep their place and new ones follow in the server's order.
 */
export function linesFromAnswer(answer: CartAnswer, local: readonly CartProduct[]): CartProduct[] {
  const localByKey = new Map(local.map((line, index) => [lineKey(line), { line, index }]));
  const lines: { line: CartProduct; order: number }[] = [];
  let next = local.length;
  for (const lotType of LOT_TYPES) {
    for (const entry of answer[lotType]) {
      const key = lineKey({ id: entry.product.id, lot_type: lotType });
      const known = localByKey.get(key);
      const kept: Record<string, unknown> = {};
      const knownLine = known?.line as Record<string, unknown> | undefined;
      if (knownLine?.period_id !== undefined) kept.period_id = knownLine.period_id;
      if (knownLine?.period !== undefined) kept.period = knownLine.period;
      const parsed = CartProductSchema.safeParse({
        ...entry.product,
        ...kept,
        lot_type: lotType,
        count: entry.count,
        selectCurrency: entry.currency,
      });
      if (!parsed.success) {
        logIgnored('a server cart entry that is not a cart product', parsed.error.issues);
        continue;
      }
      if (parsed.data.count > 0) lines.push({ line: parsed.data, order: known ? known.index : next++ });
    }
  }
  return lines.sort((a, b) => a.order - b.order).map((entry) => entry.line);
}
