// Answers grouped by lot type: { item: [...], package: [...], subscription: [...], coin: [...], plan: [...] }.
import { LOT_TYPES, type CartAnswer, type CartEntry, type LotType } from '@rdc/core/schemas';

export function groupByLotType(
  entries: ReadonlyArray<CartEntry & { product: { lot_type: LotType } }>,
): CartAnswer {
  const groups = Object.fromEntries(LOT_TYPES.map((type) => [type, [] as CartEntry[]])) as Record<
    LotType,
    CartEntry[]
  >;
  for (const entry of entries) groups[entry.product.lot_type].push(entry);
  return groups;
}
