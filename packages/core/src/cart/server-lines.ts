import { LOT_TYPES } from '../schemas/common';
import {
  CartProductSchema,
  type CartAnswer,
  type CartEntry,
  type CartProduct,
  type StoredCartEntryInput,
} from '../schemas/cart';
import { logIgnored } from '../log-ignored';
import { linePeriod } from './line-period';
import { lineKey, type LineIdentity } from './lines';

/** A line as the server stores it: "lot_id, lot_type, count, currency", and its chosen period. */
export function toEntry(key: LineIdentity, line: CartProduct | undefined): StoredCartEntryInput {
  const period = line ? linePeriod(line) : null;
  return {
    lot_id: key.id,
    lot_type: key.lot_type as StoredCartEntryInput['lot_type'],
    count: line?.count ?? 0,
    currency: line?.selectCurrency ?? 'USD',
    ...(period ? { period_id: period.id } : {}),
  };
}

/**
 * What a server entry adds to its product to make a line: the chosen period the server keeps
 * (else the one the line had here), and for a coin pack the RDC one pack adds.
 */
function entryExtras(entry: CartEntry, known: CartProduct | undefined): Record<string, unknown> {
  const extras: Record<string, unknown> = {};
  const period =
    entry.period_id !== undefined && entry.period?.id === entry.period_id
      ? entry.period
      : known && linePeriod(known);
  if (period) Object.assign(extras, { period_id: period.id, period });
  if (entry.product.lot_type === 'coin' && typeof entry.product.count === 'number')
    extras.pack_rdc = entry.product.count;
  return extras;
}

/** The server cart as lines: lines already here keep their place and new ones follow in the server's order. */
export function linesFromAnswer(answer: CartAnswer, local: readonly CartProduct[]): CartProduct[] {
  const localByKey = new Map(local.map((line, index) => [lineKey(line), { line, index }]));
  const lines: { line: CartProduct; order: number }[] = [];
  let next = local.length;
  for (const lotType of LOT_TYPES) {
    for (const entry of answer[lotType]) {
      const key = lineKey({ id: entry.product.id, lot_type: lotType });
      const known = localByKey.get(key);
      const parsed = CartProductSchema.safeParse({
        ...entry.product,
        ...entryExtras({ ...entry, product: { ...entry.product, lot_type: lotType } }, known?.line),
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
