// Slides (picture or video backgrounds promoting a lot), slide groups (an ordered set of
// slides shown at a url, with an autoplay duration) and sliders (image sets owning groups).
import * as z from 'zod';
import {
  IdRefListSchema,
  IdRefSchema,
  PositiveIdSchema,
  TextSchema,
  TitleSchema,
  UrlTextSchema,
  assertIdsExist,
  idsOf,
} from '../crud/fields';
import { getRows, type Resource, type Row } from '../crud/resource';
import { itemResource, packageResource } from './lot-resources';

const SlideAddSchema = z.object({
  title: z.string().max(200).optional(),
  description: TextSchema.optional(),
  background_type: z.enum(['Picture', 'Video']),
  background_url: UrlTextSchema.min(1),
  template: z.string().trim().min(1).max(50).optional(),
  lot_item: IdRefSchema.nullish(),
  lot_package: IdRefSchema.nullish(),
  enabled: z.boolean().optional(),
  data: z.looseObject({}).nullish(),
});

export const slideResource: Resource<Row> = {
  name: 'slide',
  table: 'market_slide',
  fields: {
    title: { column: 'title', kind: 'text' },
    description: { column: 'description', kind: 'text' },
    background_type: { column: 'background_type', kind: 'text' },
    background_url: { column: 'background_url', kind: 'text' },
    template: { column: 'template', kind: 'text' },
    lot_item: { column: 'lot_item_id', kind: 'int' },
    lot_package: { column: 'lot_package_id', kind: 'int' },
    enabled: { column: 'enabled', kind: 'bool' },
    data: { column: 'data', kind: 'json' },
  },
  filters: {
    id: { column: 'id', kind: 'int' },
    title: { column: 'title', kind: 'text' },
    template: { column: 'template', kind: 'text' },
    background_type: { column: 'background_type', kind: 'text' },
    enabled: { column: 'enabled', kind: 'bool' },
  },
  defaultOrder: 'id ASC',
  searchColumns: ['title', 'description'],
  addSchema: SlideAddSchema,
  editSchema: SlideAddSchema.partial().extend({ id: PositiveIdSchema }),
  validate: async (db, values) => {
    if (typeof values.lot_item === 'number')
      await assertIdsExist(db, 'market_item', [values.lot_item], 'lot_item');
    if (typeof values.lot_package === 'number')
      await assertIdsExist(db, 'market_package', [values.lot_package], 'lot_package');
  },
  hydrate: async (db, rows) => {
    const itemIds = rows.flatMap((row) => (typeof row.lot_item_id === 'number' ? [row.lot_item_id] : []));
    const packageIds = rows.flatMap((row) =>
      typeof row.lot_package_id === 'number' ? [row.lot_package_id] : [],
    );
    const [items, packages] = await Promise.all([
      getRows(db, itemResource, [...new Set(itemIds)]).then((found) => itemResource.hydrate(db, found)),
      getRows(db, packageResource, [...new Set(packageIds)]).then((found) =>
        packageResource.hydrate(db, found),
      ),
    ]);
    const itemById = new Map(items.map((item) => [item.id, item]));
    const packageById = new Map(packages.map((pack) => [pack.id, pack]));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      background_type: row.background_type,
      background_url: row.background_url,
      template: row.template,
      lot_item: typeof row.lot_item_id === 'number' ? (itemById.get(row.lot_item_id) ?? null) : null,
      lot_package:
        typeof row.lot_package_id === 'number' ? (packageById.get(row.lot_package_id) ?? null) : null,
      enabled: row.enabled,
      data: row.data ?? null,
    }));
  },
};

const SlideGroupAddSchema = z.object({
  title: z.string().max(200).optional(),
  url: z.string().trim().min(1).max(500),
  slider_id: PositiveIdSchema.nullish(),
  // The slides in their order; `slides` (objects or ids) is accepted as well as `slides_order`.
  slides: IdRefListSchema.optional(),
  slides_order: z.array(PositiveIdSchema).max(200).optional(),
  duration: z.number().positive().max(3600),
  enabled: z.boolean().optional(),
});

const toGroupValues = <T extends { slides?: number[] | undefined; slides_order?: number[] | undefined }>({
  slides,
  ...rest
}: T) => ({
  ...rest,
  ...(rest.slides_order === undefined && slides !== undefined ? { slides_order: slides } : {}),
});

export const slideGroupResource: Resource<Row> = {
  name: 'slide group',
  table: 'market_slide_group',
  fields: {
    title: { column: 'title', kind: 'text' },
    url: { column: 'url', kind: 'text' },
    slider_id: { column: 'slider_id', kind: 'int' },
    slides_order: { column: 'slides_order', kind: 'json' },
    duration: { column: 'duration', kind: 'int' },
    enabled: { column: 'enabled', kind: 'bool' },
  },
  filters: {
    id: { column: 'id', kind: 'int' },
    title: { column: 'title', kind: 'text' },
    url: { column: 'url', kind: 'text' },
    slider_id: { column: 'slider_id', kind: 'int' },
    enabled: { column: 'enabled', kind: 'bool' },
  },
  defaultOrder: 'id ASC',
  searchColumns: ['title', 'url'],
  addSchema: SlideGroupAddSchema.transform(toGroupValues),
  editSchema: SlideGroupAddSchema.partial().extend({ id: PositiveIdSchema }).transform(toGroupValues),
  validate: async (db, values) => {
    await assertIdsExist(db, 'market_slide', values.slides_order as number[] | undefined, 'slides_order');
    if (typeof values.slider_id === 'number')
      await assertIdsExist(db, 'market_slider', [values.slider_id], 'slider_id');
  },
  hydrate: async (db, rows) => {
    const slideIds = [...new Set(rows.flatMap((row) => idsOf(row.slides_order)))];
    const slides = await slideResource.hydrate(db, await getRows(db, slideResource, slideIds));
    const slideById = new Map(slides.map((slide) => [slide.id as number, slide]));
    return rows.map((row) => {
      const order = idsOf(row.slides_order);
      return {
        id: row.id,
        title: row.title,
        url: row.url,
        slider_id: row.slider_id ?? null,
        slides: order.flatMap((id) => slideById.get(id) ?? []),
        slides_order: order,
        duration: row.duration,
        enabled: row.enabled,
      };
    });
  },
};

const SliderAddSchema = z.object({
  title: TitleSchema.optional(),
  images: z
    .array(z.object({ id: PositiveIdSchema, image_url: UrlTextSchema.min(1) }))
    .max(200)
    .optional(),
  enabled: z.boolean().optional(),
});

export const sliderResource: Resource<Row> = {
  name: 'slider',
  table: 'market_slider',
  fields: {
    title: { column: 'title', kind: 'text' },
    images: { column: 'images', kind: 'json' },
    enabled: { column: 'enabled', kind: 'bool' },
  },
  filters: {
    id: { column: 'id', kind: 'int' },
    title: { column: 'title', kind: 'text' },
    enabled: { column: 'enabled', kind: 'bool' },
  },
  defaultOrder: 'id ASC',
  searchColumns: ['title'],
  addSchema: SliderAddSchema,
  editSchema: SliderAddSchema.partial().extend({ id: PositiveIdSchema }),
  hydrate: async (_db, rows) =>
    rows.map((row) => ({ id: row.id, title: row.title, images: row.images ?? [], enabled: row.enabled })),
};
