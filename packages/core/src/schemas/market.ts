import { PAYLOAD_LIMITS } from './limits';
import { addPayloadOf, editPayloadOf, IdSchema, ListQuerySchema, PaginationSchema } from './common';
import { CoinPackSchema, ItemSchema, LotSchema, PackageSchema, SubscriptionSchema } from './lot';
import { z } from './zod';
import { lazySchema } from './lazy-schema';

/**
 * Category. virtual_path '/' is a root, otherwise a child of the node at that
 * path; nodes missing virtual_path or virtual_name are skipped by the tree, so
 * both are optional here (one bad node must not fail the whole list).
 */
export const CategorySchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    title: z.optional(z.string()),
    virtual_path: z.optional(z.string()),
    virtual_name: z.optional(z.string()),
    manufacturer_id: z.nullish(IdSchema),
    image_url: z.nullish(z.string()),
  }),
);
export type Category = z.infer<typeof CategorySchema>;

/** Manufacturer: id, title, image_url (missing or '/' shows the title instead). */
export const ManufacturerSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    title: z.string(),
    image_url: z.nullish(z.string()),
  }),
);
export type Manufacturer = z.infer<typeof ManufacturerSchema>;

/** Slide: a picture or video background, a template, and an optional lot. */
export const SlideSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    background_type: z.enum(['Picture', 'Video']),
    background_url: z.string(),
    /** MarketItem, MarketPackage, or anything else for the default promo. */
    template: z._default(z.string(), 'default'),
    title: z._default(z.string(), ''),
    description: z._default(z.string(), ''),
    lot_item: z.nullish(LotSchema),
    lot_package: z.nullish(PackageSchema),
    enabled: z._default(z.boolean(), true),
  }),
);
export type Slide = z.infer<typeof SlideSchema>;

/** Slide group: slides, their order (ids) and the autoplay duration in seconds. */
export const SlideGroupSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    url: z.optional(z.string()),
    slides: z._default(z.array(SlideSchema), []),
    slides_order: z._default(z.array(IdSchema), []),
    duration: z.number().check(z.nonnegative()),
    enabled: z._default(z.boolean(), true),
  }),
);
export type SlideGroup = z.infer<typeof SlideGroupSchema>;

/** Slider image: id, image_url. */
export const SliderImageSchema = lazySchema(() => z.looseObject({ id: IdSchema, image_url: z.string() }));
export type SliderImage = z.infer<typeof SliderImageSchema>;

/** Slider: fields not shown beyond its images; permissive. */
export const SliderSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    images: z.optional(z.array(SliderImageSchema)),
  }),
);
export type Slider = z.infer<typeof SliderSchema>;

/** POST /market/categories/list_by_virtual_path: virtual_path ('' for the root) and manufacturer_id. */
export const CategoriesByPathPayloadSchema = lazySchema(() =>
  z.object({
    virtual_path: z.string(),
    manufacturer_id: z.optional(IdSchema),
    pagination: z.optional(PaginationSchema),
  }),
);
export type CategoriesByPathPayload = z.infer<typeof CategoriesByPathPayloadSchema>;

/**
 * POST /market/items/list_by_virtual_path: virtual_path, virtual_name, manufacturer_id. Two optional
 * fields of our own (the spec's call has no filter): `tags`, tag titles every listed item carries
 * (the product view's tag filter, applied to the whole category so the count and pages agree), and
 * `with_sub_categories`, the items of the categories under it as well.
 */
export const ItemsByPathPayloadSchema = lazySchema(() =>
  z.object({
    virtual_path: z.string(),
    virtual_name: z.string(),
    manufacturer_id: z.optional(IdSchema),
    pagination: z.optional(PaginationSchema),
    tags: z.optional(
      z
        .array(z.string().check(z.minLength(1), z.maxLength(PAYLOAD_LIMITS.tagTitleLength)))
        .check(z.maxLength(PAYLOAD_LIMITS.filterTags)),
    ),
    with_sub_categories: z.optional(z.boolean()),
  }),
);
export type ItemsByPathPayload = z.infer<typeof ItemsByPathPayloadSchema>;

/** POST /market/manufacturers/list/by/ids. */
export const IdsPayloadSchema = lazySchema(() =>
  z.object({ ids: z.array(IdSchema).check(z.maxLength(PAYLOAD_LIMITS.ids)) }),
);
export type IdsPayload = z.infer<typeof IdsPayloadSchema>;

/** POST /market/slide/group/get_by_url. */
export const UrlPayloadSchema = lazySchema(() => z.object({ url: z.string().check(z.minLength(1)) }));
export type UrlPayload = z.infer<typeof UrlPayloadSchema>;

/** The market list payload (pagination, search, where, order). */
export const MarketListPayloadSchema = ListQuerySchema;
export type MarketListPayload = z.infer<typeof MarketListPayloadSchema>;

// --- Admin payloads: "category data", "item data" … are not shown beyond the entity's fields. ---

export const CategoryAddPayloadSchema = lazySchema(() => addPayloadOf(CategorySchema));
export type CategoryAddPayload = z.input<typeof CategoryAddPayloadSchema>;
export const CategoryEditPayloadSchema = lazySchema(() => editPayloadOf(CategorySchema));
export type CategoryEditPayload = z.input<typeof CategoryEditPayloadSchema>;

export const ItemAddPayloadSchema = lazySchema(() => addPayloadOf(ItemSchema));
export type ItemAddPayload = z.input<typeof ItemAddPayloadSchema>;
export const ItemEditPayloadSchema = lazySchema(() => editPayloadOf(ItemSchema));
export type ItemEditPayload = z.input<typeof ItemEditPayloadSchema>;

export const ManufacturerAddPayloadSchema = lazySchema(() => addPayloadOf(ManufacturerSchema));
export type ManufacturerAddPayload = z.input<typeof ManufacturerAddPayloadSchema>;
export const ManufacturerEditPayloadSchema = lazySchema(() => editPayloadOf(ManufacturerSchema));
export type ManufacturerEditPayload = z.input<typeof ManufacturerEditPayloadSchema>;

export const PackageAddPayloadSchema = lazySchema(() => addPayloadOf(PackageSchema));
export type PackageAddPayload = z.input<typeof PackageAddPayloadSchema>;
export const PackageEditPayloadSchema = lazySchema(() => editPayloadOf(PackageSchema));
export type PackageEditPayload = z.input<typeof PackageEditPayloadSchema>;

export const SubscriptionAddPayloadSchema = lazySchema(() => addPayloadOf(SubscriptionSchema));
export type SubscriptionAddPayload = z.input<typeof SubscriptionAddPayloadSchema>;
export const SubscriptionEditPayloadSchema = lazySchema(() => editPayloadOf(SubscriptionSchema));
export type SubscriptionEditPayload = z.input<typeof SubscriptionEditPayloadSchema>;

export const CoinPackAddPayloadSchema = lazySchema(() => addPayloadOf(CoinPackSchema));
export type CoinPackAddPayload = z.input<typeof CoinPackAddPayloadSchema>;
export const CoinPackEditPayloadSchema = lazySchema(() => editPayloadOf(CoinPackSchema));
export type CoinPackEditPayload = z.input<typeof CoinPackEditPayloadSchema>;

export const SlideAddPayloadSchema = lazySchema(() => addPayloadOf(SlideSchema));
export type SlideAddPayload = z.input<typeof SlideAddPayloadSchema>;
export const SlideEditPayloadSchema = lazySchema(() => editPayloadOf(SlideSchema));
export type SlideEditPayload = z.input<typeof SlideEditPayloadSchema>;

export const SlideGroupAddPayloadSchema = lazySchema(() => addPayloadOf(SlideGroupSchema));
export type SlideGroupAddPayload = z.input<typeof SlideGroupAddPayloadSchema>;
export const SlideGroupEditPayloadSchema = lazySchema(() => editPayloadOf(SlideGroupSchema));
export type SlideGroupEditPayload = z.input<typeof SlideGroupEditPayloadSchema>;

export const SliderAddPayloadSchema = lazySchema(() => addPayloadOf(SliderSchema));
export type SliderAddPayload = z.input<typeof SliderAddPayloadSchema>;
export const SliderEditPayloadSchema = lazySchema(() => editPayloadOf(SliderSchema));
export type SliderEditPayload = z.input<typeof SliderEditPayloadSchema>;
