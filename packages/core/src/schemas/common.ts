import { PAYLOAD_LIMITS } from './limits';
import { z } from './zod';
import { lazySchema } from './lazy-schema';

/** Entity ids. Integers; a category id may be -1 (the special "data package" category). */
export const IdSchema = lazySchema(() => z.int());
export type Id = z.infer<typeof IdSchema>;

export const LOT_TYPES = ['item', 'package', 'subscription', 'coin', 'plan'] as const;
export const LotTypeSchema = lazySchema(() => z.enum(LOT_TYPES));
export type LotType = z.infer<typeof LotTypeSchema>;

export const CURRENCIES = ['USD', 'RDC'] as const;
export const CurrencySchema = lazySchema(() => z.enum(CURRENCIES));
export type Currency = z.infer<typeof CurrencySchema>;

export const PaymentProviderSchema = lazySchema(() => z.enum(['stripe', 'paypal']));
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

export const CARD_BRANDS = ['visa', 'mastercard', 'american_express', 'other'] as const;
export const CardBrandSchema = lazySchema(() => z.enum(CARD_BRANDS));
export type CardBrand = z.infer<typeof CardBrandSchema>;

/** Money in minor units (cents for USD): a non-negative integer. */
export const MinorUnitsSchema = lazySchema(() => z.int().check(z.nonnegative()));
export type MinorUnits = z.infer<typeof MinorUnitsSchema>;

/** A price map, currency code to minor units. Other currencies the server adds survive. */
export const PriceMapSchema = lazySchema(() =>
  z.looseObject({
    USD: z.optional(MinorUnitsSchema),
    RDC: z.optional(MinorUnitsSchema),
  }),
);
export type PriceMap = z.infer<typeof PriceMapSchema>;

/** Non-negative integer count (cart lines, list counts). */
export const CountSchema = lazySchema(() => z.int().check(z.nonnegative()));
/** The units of one lot a request sends (a cart or payment line): 0 (a removal) up to the bound a player could reach. */
export const LineCountSchema = lazySchema(() =>
  z.int().check(z.nonnegative(), z.lte(PAYLOAD_LIMITS.countPerLine)),
);

/**
 * The list envelope `{ count, list }`. Both default when absent, and a missing
 * (null/empty) body is an empty list: "list calls return count 0 and an empty list when absent".
 */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.transform((value: unknown) => (value === undefined || value === null || value === '' ? {} : value)),
    z.object({
      count: z._default(CountSchema, 0),
      list: z._default(z.array(item), []),
    }),
  );
}
/** The parsed envelope of a list of `T` (a schema). */
export type ListOf<T extends z.ZodMiniType> = z.output<ReturnType<typeof listOf<T>>>;

/**
 * "success" answers. The spec shows both a bare `true`/`false` and an object
 * with a success boolean; both are accepted, the output is the boolean.
 * The sandbox answers `{ "success": true }`.
 */
export const SuccessSchema = lazySchema(() =>
  z.union([
    z.boolean(),
    z.pipe(
      z.looseObject({ success: z.boolean() }),
      z.transform((answer) => answer.success),
    ),
  ]),
);
export type Success = z.infer<typeof SuccessSchema>;

/** An answer the spec does not show: accepted as is, typed unknown. */
export const UnshownAnswerSchema = lazySchema(() => z.unknown());

/** A payload the spec does not show: any JSON object. */
export const UnshownPayloadSchema = lazySchema(() => z.looseObject({}));
export type UnshownPayload = z.infer<typeof UnshownPayloadSchema>;

/** `{ id }`: the payload of delete, get_by_id, set_priority, toggle. */
export const IdPayloadSchema = lazySchema(() => z.object({ id: IdSchema }));
export type IdPayload = z.infer<typeof IdPayloadSchema>;

/** Pagination `{ offset, limit }`; pages are zero-based, offset = perPage x page. */
export const PaginationSchema = lazySchema(() =>
  z.object({
    offset: z.optional(z.int().check(z.nonnegative())),
    limit: z.int().check(z.positive()),
  }),
);
export type Pagination = z.infer<typeof PaginationSchema>;

/** where [{ field, condition, value[] }], e.g. { field: 'enabled', condition: '=', value: ['true'] }. */
export const WhereClauseSchema = lazySchema(() =>
  z.object({
    field: z.string().check(z.minLength(1)),
    condition: z.string().check(z.minLength(1)),
    value: z.array(z.string()).check(z.maxLength(PAYLOAD_LIMITS.whereValues)),
  }),
);
export const WhereSchema = lazySchema(() =>
  z.array(WhereClauseSchema).check(z.maxLength(PAYLOAD_LIMITS.whereClauses)),
);
export type WhereClause = z.infer<typeof WhereClauseSchema>;

/** order [{ field, order }]; the direction values are not shown: 'asc' | 'desc' chosen. */
export const OrderClauseSchema = lazySchema(() =>
  z.object({
    field: z.string().check(z.minLength(1)),
    order: z.enum(['asc', 'desc']),
  }),
);
export const OrderSchema = lazySchema(() =>
  z.array(OrderClauseSchema).check(z.maxLength(PAYLOAD_LIMITS.orderClauses)),
);
export type OrderClause = z.infer<typeof OrderClauseSchema>;

/** The payload of the market list calls: pagination, search, where and order, each optional. */
export const ListQuerySchema = lazySchema(() =>
  z.object({
    pagination: z.optional(PaginationSchema),
    search: z.optional(z.string().check(z.maxLength(PAYLOAD_LIMITS.searchLength))),
    where: z.optional(WhereSchema),
    order: z.optional(OrderSchema),
  }),
);
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** The filter `enabled = true` the public lists use. */
export const ENABLED_ONLY: WhereClause[] = [{ field: 'enabled', condition: '=', value: ['true'] }];

/** A flag the server may send as boolean, number or string ('1' / 'true'); output boolean. */
export const FlagSchema = lazySchema(() =>
  z.pipe(
    z.union([z.boolean(), z.number(), z.string()]),
    z.transform(
      (flag: boolean | number | string) => flag === true || flag === 1 || flag === '1' || flag === 'true',
    ),
  ),
);

/** Admin add payload of an entity: the entity without its id (defaults make their fields optional). */
export function addPayloadOf<
  Shape extends z.core.$ZodShape & { id: z.ZodMiniType },
  Config extends z.core.$ZodObjectConfig,
>(entity: z.ZodMiniObject<Shape, Config>) {
  // Shape is generic here, so the mask's "no unknown keys" check is spelt out (id is in Shape by the constraint).
  const mask = { id: true } as { id: true } & Record<Exclude<'id', keyof Shape>, never>;
  return z.omit(entity, mask);
}

/** Admin edit payload of an entity: the id plus any of its fields. */
export function editPayloadOf<
  Shape extends z.core.$ZodShape & { id: z.ZodMiniType },
  Config extends z.core.$ZodObjectConfig,
>(entity: z.ZodMiniObject<Shape, Config>) {
  return z.extend(z.partial(entity), { id: IdSchema });
}
