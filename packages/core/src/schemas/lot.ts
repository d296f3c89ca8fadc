import { IdSchema, LotTypeSchema, PriceMapSchema } from './common';
import { z } from './zod';

/** A tag on a lot or a search item: id, title, color. Search items carry only the id. */
export const TagSchema = z.looseObject({
  id: IdSchema,
  title: z.string().optional(),
  color: z.string().optional(),
});
export type Tag = z.infer<typeof TagSchema>;

/** One titled value of a specification table. */
export const SpecEntrySchema = z.looseObject({
  title: z.string(),
  value: z.union([z.string(), z.number()]),
  unit: z.string().default(''),
});
export type SpecEntry = z.infer<typeof SpecEntrySchema>;

export const SpecTableSchema = z.looseObject({
  name_table: z.string(),
  list_spec: z.array(SpecEntrySchema).default([]),
});
export type SpecTable = z.infer<typeof SpecTableSchema>;

/** Specification: four columns, Model, Dimension, Structural, Maneuvering. */
export const SpecificationSchema = z.looseObject({
  model: SpecTableSchema.optional(),
  dimension: SpecTableSchema.optional(),
  structural: SpecTableSchema.optional(),
  maneuvering: SpecTableSchema.optional(),
});
export type Specification = z.infer<typeof SpecificationSchema>;

/** Overview card: title, images, description and data rows. */
export const OverviewCardSchema = z.looseObject({
  id: IdSchema,
  card_title: z.string(),
  img_card: z.string().optional(),
  img_inner: z.string().optional(),
  description: z.string().default(''),
  data: z.array(z.looseObject({ id: IdSchema, title: z.string(), value: z.union([z.string(), z.number()]) })).default([]),
});
export type OverviewCard = z.infer<typeof OverviewCardSchema>;

/** A row of the systems and hardpoints tables. */
export const TableRowSchema = z.looseObject({
  title: z.string(),
  type: z.string().optional(),
  class: z.string().optional(),
  manufacturer: z.string().optional(),
  count: z.number().optional(),
  icon: z.string().optional(),
});
export type TableRow = z.infer<typeof TableRowSchema>;

/**
 * Lot data: the blocks of a product page. Every block is optional (a lot may
 * have none); the gallery images and capabilities are taken as strings.
 */
export const LotDataSchema = z.looseObject({
  description_card: z.string().optional(),
  picture: z.string().optional(),
  block_gallery: z.looseObject({ list_images: z.array(z.string()).default([]) }).optional(),
  block_capabilities: z
    .looseObject({ name_block: z.string().default(''), list_capabilities: z.array(z.string()).default([]) })
    .optional(),
  block_tech_spec: SpecificationSchema.optional(),
  block_overview: z.boolean().optional(),
  block_product_footer: z.boolean().optional(),
});
export type LotData = z.infer<typeof LotDataSchema>;

/** A package item (also an entry of lot_items / lot_packages): id, title, header, description, image_url, data. */
export const PackageItemSchema = z.looseObject({
  id: IdSchema,
  title: z.string(),
  header: z.string().optional(),
  description: z.string().optional(),
  image_url: z.string().optional(),
  data: LotDataSchema.nullish(),
});
export type PackageItem = z.infer<typeof PackageItemSchema>;

/**
 * time_limited: its type is not shown (a flag, or the end of the offer as a
 * date string or epoch for the countdown); all three are accepted.
 */
export const TimeLimitedSchema = z.union([z.boolean(), z.string(), z.number()]).nullish();

/**
 * A lot (marketplace product). Required: id, title, lot_type, price.
 * Further fields the server sends survive.
 */
export const LotSchema = z.looseObject({
  id: IdSchema,
  title: z.string(),
  description: z.string().default(''),
  header: z.string().optional(),
  image_url: z.string().optional(),
  lot_type: LotTypeSchema,
  category_id: IdSchema.nullish(),
  price: PriceMapSchema,
  time_limited: TimeLimitedSchema,
  enabled: z.boolean().default(true),
  tags: z.array(TagSchema).default([]),
  data: LotDataSchema.nullish(),
  lot_items: z.array(PackageItemSchema).default([]),
  lot_packages: z.array(PackageItemSchema).default([]),
});
export type Lot = z.infer<typeof LotSchema>;

/** Lots of one type: the list answer may omit lot_type, so it is tagged (e.g. "result tagged lot_type coin"). */
function lotOfType<T extends z.infer<typeof LotTypeSchema>>(lotType: T) {
  const literal: z.ZodLiteral<T> = z.literal(lotType);
  return LotSchema.extend({ lot_type: literal.default(lotType as z.util.NoUndefined<T>) });
}

export const ItemSchema = lotOfType('item');
export type Item = z.infer<typeof ItemSchema>;

export const PackageSchema = lotOfType('package');
export type Package = z.infer<typeof PackageSchema>;

/** Plan period: id and length in months. */
export const PeriodSchema = z.looseObject({
  id: IdSchema,
  length: z.number().int().positive(),
});
export type Period = z.infer<typeof PeriodSchema>;

/** Subscription: a lot of type subscription with its items, packages and period. */
export const SubscriptionSchema = lotOfType('subscription').extend({ period: PeriodSchema.optional() });
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** Coin pack: id, count (the RDC amount), price.USD; tagged lot_type coin. */
export const CoinPackSchema = z.looseObject({
  id: IdSchema,
  title: z.string().optional(),
  count: z.number().nonnegative(),
  price: PriceMapSchema.extend({ USD: PriceMapSchema.shape.USD.unwrap() }),
  lot_type: z.literal('coin').default('coin'),
  enabled: z.boolean().default(true),
});
export type CoinPack = z.infer<typeof CoinPackSchema>;

/** Search item: id, title, lot_type item, tags with ids. */
export const SearchItemSchema = z.looseObject({
  id: IdSchema,
  title: z.string(),
  lot_type: z.literal('item').default('item'),
  tags: z.array(TagSchema).default([]),
});
export type SearchItem = z.infer<typeof SearchItemSchema>;
