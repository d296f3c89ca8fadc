import { IdSchema, LotTypeSchema, MinorUnitsSchema, PriceMapSchema } from './common';
import { z } from './zod';
import { lazySchema } from './lazy-schema';

/** A tag on a lot or a search item: id, title, color. Search items carry only the id. */
export const TagSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    title: z.optional(z.string()),
    color: z.optional(z.string()),
  }),
);
export type Tag = z.infer<typeof TagSchema>;

/** One titled value of a specification table. */
export const SpecEntrySchema = lazySchema(() =>
  z.looseObject({
    title: z.string(),
    value: z.union([z.string(), z.number()]),
    unit: z._default(z.string(), ''),
  }),
);
export type SpecEntry = z.infer<typeof SpecEntrySchema>;

export const SpecTableSchema = lazySchema(() =>
  z.looseObject({
    name_table: z.string(),
    list_spec: z._default(z.array(SpecEntrySchema), []),
  }),
);
export type SpecTable = z.infer<typeof SpecTableSchema>;

/** Specification: four columns, Model, Dimension, Structural, Maneuvering. */
export const SpecificationSchema = lazySchema(() =>
  z.looseObject({
    model: z.optional(SpecTableSchema),
    dimension: z.optional(SpecTableSchema),
    structural: z.optional(SpecTableSchema),
    maneuvering: z.optional(SpecTableSchema),
  }),
);
export type Specification = z.infer<typeof SpecificationSchema>;

/** Overview card: title, images, description and data rows. */
export const OverviewCardSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    card_title: z.string(),
    img_card: z.optional(z.string()),
    img_inner: z.optional(z.string()),
    description: z._default(z.string(), ''),
    data: z._default(
      z.array(z.looseObject({ id: IdSchema, title: z.string(), value: z.union([z.string(), z.number()]) })),
      [],
    ),
  }),
);
export type OverviewCard = z.infer<typeof OverviewCardSchema>;

/** A row of the systems and hardpoints tables. */
export const TableRowSchema = lazySchema(() =>
  z.looseObject({
    title: z.string(),
    type: z.optional(z.string()),
    class: z.optional(z.string()),
    manufacturer: z.optional(z.string()),
    count: z.optional(z.number()),
    icon: z.optional(z.string()),
  }),
);
export type TableRow = z.infer<typeof TableRowSchema>;

/**
 * Lot data: the blocks of a product page. Every block is optional (a lot may
 * have none); the gallery images and capabilities are taken as strings.
 */
export const LotDataSchema = lazySchema(() =>
  z.looseObject({
    description_card: z.optional(z.string()),
    picture: z.optional(z.string()),
    block_gallery: z.optional(z.looseObject({ list_images: z._default(z.array(z.string()), []) })),
    block_capabilities: z.optional(
      z.looseObject({
        name_block: z._default(z.string(), ''),
        list_capabilities: z._default(z.array(z.string()), []),
      }),
    ),
    block_tech_spec: z.optional(SpecificationSchema),
    block_overview: z.optional(z.boolean()),
    block_product_footer: z.optional(z.boolean()),
  }),
);
export type LotData = z.infer<typeof LotDataSchema>;

/** A package item (also an entry of lot_items / lot_packages): id, title, header, description, image_url, data. */
export const PackageItemSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    title: z.string(),
    header: z.optional(z.string()),
    description: z.optional(z.string()),
    image_url: z.optional(z.string()),
    data: z.nullish(LotDataSchema),
  }),
);
export type PackageItem = z.infer<typeof PackageItemSchema>;

/**
 * time_limited: its type is not shown (a flag, or the end of the offer as a
 * date string or epoch for the countdown); all three are accepted.
 */
export const TimeLimitedSchema = lazySchema(() => z.nullish(z.union([z.boolean(), z.string(), z.number()])));

/**
 * A lot (marketplace product). Required: id, title, lot_type, price.
 * Further fields the server sends survive.
 */
export const LotSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    title: z.string(),
    description: z._default(z.string(), ''),
    header: z.optional(z.string()),
    image_url: z.optional(z.string()),
    lot_type: LotTypeSchema,
    category_id: z.nullish(IdSchema),
    price: PriceMapSchema,
    time_limited: TimeLimitedSchema,
    enabled: z._default(z.boolean(), true),
    tags: z._default(z.array(TagSchema), []),
    data: z.nullish(LotDataSchema),
    lot_items: z._default(z.array(PackageItemSchema), []),
    lot_packages: z._default(z.array(PackageItemSchema), []),
  }),
);
export type Lot = z.infer<typeof LotSchema>;

/** Lots of one type: the list answer may omit lot_type, so it is tagged (e.g. "result tagged lot_type coin"). */
function lotOfType<T extends z.infer<typeof LotTypeSchema>>(lotType: T) {
  const literal: z.ZodMiniLiteral<T> = z.literal(lotType);
  return z.extend(LotSchema, { lot_type: z._default(literal, lotType as z.util.NoUndefined<T>) });
}

export const ItemSchema = lazySchema(() => lotOfType('item'));
export type Item = z.infer<typeof ItemSchema>;

export const PackageSchema = lazySchema(() => lotOfType('package'));
export type Package = z.infer<typeof PackageSchema>;

/** Plan period: id and length in months. */
export const PeriodSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    length: z.int().check(z.positive()),
  }),
);
export type Period = z.infer<typeof PeriodSchema>;

/** Subscription: a lot of type subscription with its items, packages and period. */
export const SubscriptionSchema = lazySchema(() =>
  z.extend(lotOfType('subscription'), { period: z.optional(PeriodSchema) }),
);
export type Subscription = z.infer<typeof SubscriptionSchema>;

/**
 * Plan: a lot of type plan with the periods it is sold for (`/market/plan/list`); the first is the
 * default target period. A plan without periods is sold for one month ("default 1").
 */
export const PlanSchema = lazySchema(() =>
  z.extend(lotOfType('plan'), { periods: z._default(z.array(PeriodSchema), []) }),
);
export type Plan = z.infer<typeof PlanSchema>;

/** Coin pack: id, count (the RDC amount), price.USD; tagged lot_type coin. */
export const CoinPackSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    title: z.optional(z.string()),
    count: z.number().check(z.nonnegative()),
    price: z.extend(PriceMapSchema, { USD: MinorUnitsSchema }),
    lot_type: z._default(z.literal('coin'), 'coin'),
    enabled: z._default(z.boolean(), true),
  }),
);
export type CoinPack = z.infer<typeof CoinPackSchema>;

/** Search item: id, title, lot_type item, tags with ids. */
export const SearchItemSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    title: z.string(),
    lot_type: z._default(z.literal('item'), 'item'),
    tags: z._default(z.array(TagSchema), []),
  }),
);
export type SearchItem = z.infer<typeof SearchItemSchema>;
