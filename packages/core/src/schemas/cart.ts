import { CountSchema, CurrencySchema, IdSchema, LineCountSchema, LotTypeSchema } from './common';
import { PAYLOAD_LIMITS } from './limits';
import { LotSchema, PeriodSchema } from './lot';
import { z } from './zod';
import { lazySchema } from './lazy-schema';

/**
 * Cart product: a lot plus the count (starts at 1), the chosen currency
 * (default USD) and, for plans, the period. Kept in local storage.
 */
export const CartProductSchema = lazySchema(() =>
  z.extend(LotSchema, {
    count: z._default(CountSchema, 1),
    selectCurrency: z._default(CurrencySchema, 'USD'),
    period_id: z.optional(IdSchema),
    /** A coin pack line: the RDC one pack adds to the wallet, minor units (a line's `count` is a quantity). */
    pack_rdc: z.optional(z.int().check(z.nonnegative())),
  }),
);
export type CartProduct = z.infer<typeof CartProductSchema>;

/**
 * A stored cart entry sent to the server. Count 0 deletes the line. `period_id` (our addition to
 * the spec's "lot_id, lot_type, count, currency") keeps a plan's or subscription's chosen period
 * on the server cart, so it reaches the payment from any device.
 */
export const StoredCartEntrySchema = lazySchema(() =>
  z.object({
    lot_id: IdSchema,
    lot_type: LotTypeSchema,
    count: LineCountSchema,
    currency: z._default(CurrencySchema, 'USD'),
    period_id: z.optional(IdSchema),
  }),
);
export type StoredCartEntry = z.infer<typeof StoredCartEntrySchema>;
/** What a caller may send (currency may be left out). */
export type StoredCartEntryInput = z.input<typeof StoredCartEntrySchema>;

/** POST /market/shopping_cart/edit. */
export const CartEditPayloadSchema = lazySchema(() =>
  z.object({
    shopping_cart_items: z.array(StoredCartEntrySchema).check(z.maxLength(PAYLOAD_LIMITS.cartLines)),
  }),
);
export type CartEditPayload = z.infer<typeof CartEditPayloadSchema>;
export type CartEditPayloadInput = z.input<typeof CartEditPayloadSchema>;

/**
 * One entry of a grouped answer: { product, count, currency }, with the chosen `period` of a plan
 * or subscription and, in a payment's answer, the line's `total` in its currency (minor units).
 */
export const CartEntrySchema = lazySchema(() =>
  z.looseObject({
    product: LotSchema,
    count: CountSchema,
    currency: z._default(CurrencySchema, 'USD'),
    period_id: z.optional(IdSchema),
    period: z.optional(PeriodSchema),
    total: z.optional(z.number().check(z.nonnegative())),
  }),
);
export type CartEntry = z.infer<typeof CartEntrySchema>;

/** An answer grouped by lot type: item, package, subscription, coin, plan; a missing group is empty. */
export function groupedByLotType<T extends z.ZodMiniType>(entry: T) {
  const group = z._default(z.array(entry), []);
  return z.looseObject({ item: group, package: group, subscription: group, coin: group, plan: group });
}

/** The answer of the cart edit: the server cart grouped by lot type. */
export const CartAnswerSchema = lazySchema(() => groupedByLotType(CartEntrySchema));
export type CartAnswer = z.infer<typeof CartAnswerSchema>;
