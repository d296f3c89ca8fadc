// Posts, post categories, pages and link templates, described for the generic CRUD.
import * as z from 'zod';
import { JsonStringSchema, LinkTemplateAddPayloadSchema, PostMetaSchema } from '@rdc/core/schemas';
import {
  PositiveIdSchema,
  TextSchema,
  TitleSchema,
  UrlTextSchema,
  assertIdsExist,
  iso,
} from '../crud/fields';
import type { Resource, Row } from '../crud/resource';

// Post categories -------------------------------------------------------------

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'category';

const SlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes');

const PostCategoryAddSchema = z
  .object({ title: TitleSchema, slug: SlugSchema.optional(), description: TextSchema.optional() })
  .transform((value) => ({ ...value, slug: value.slug ?? slugOf(value.title) }));

export const postCategoryResource: Resource<Row> = {
  name: 'post category',
  table: 'content_post_category',
  fields: {
    title: { column: 'title', kind: 'text' },
    slug: { column: 'slug', kind: 'text' },
    description: { column: 'description', kind: 'text' },
  },
  filters: {
    id: { column: 'id', kind: 'int' },
    title: { column: 'title', kind: 'text' },
    slug: { column: 'slug', kind: 'text' },
    created_at: { column: 'created_at', kind: 'timestamp' },
  },
  defaultOrder: 'id ASC',
  searchColumns: ['title', 'slug'],
  addSchema: PostCategoryAddSchema,
  editSchema: z.object({
    id: PositiveIdSchema,
    title: TitleSchema.optional(),
    slug: SlugSchema.optional(),
    description: TextSchema.optional(),
  }),
  hydrate: async (_db, rows) =>
    rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      description: row.description,
      created_at: iso(row.created_at),
    })),
};

// Posts -------------------------------------------------------------------------

const PostAddSchema = z.object({
  caption: TitleSchema,
  text: z.string().max(200_000),
  publish_at: z.iso.datetime({ offset: true }).optional(),
  category_id: PositiveIdSchema.nullish(),
  type: z.string().trim().min(1).max(50).optional(),
  enabled: z.boolean().optional(),
  meta: z.optional(PostMetaSchema),
  data: z.looseObject({}).nullish(),
});

export const postResource: Resource<Row> = {
  name: 'post',
  table: 'content_post',
  fields: {
    caption: { column: 'caption', kind: 'text' },
    text: { column: 'text', kind: 'text' },
    publish_at: { column: 'publish_at', kind: 'timestamp' },
    category_id: { column: 'category_id', kind: 'int' },
    type: { column: 'type', kind: 'text' },
    enabled: { column: 'enabled', kind: 'bool' },
    meta: { column: 'meta', kind: 'json' },
    data: { column: 'data', kind: 'json' },
  },
  filters: {
    id: { column: 'id', kind: 'int' },
    caption: { column: 'caption', kind: 'text' },
    category_id: { column: 'category_id', kind: 'int' },
    type: { column: 'type', kind: 'text' },
    publish_at: { column: 'publish_at', kind: 'timestamp' },
    enabled: { column: 'enabled', kind: 'bool' },
  },
  defaultOrder: 'id ASC',
  searchColumns: ['caption', 'text'],
  addSchema: PostAddSchema,
  editSchema: PostAddSchema.partial().extend({ id: PositiveIdSchema }),
  validate: async (db, values) => {
    if (typeof values.category_id === 'number')
      await assertIdsExist(db, 'content_post_category', [values.category_id], 'category_id');
  },
  hydrate: async (db, rows) => {
    const categoryIds = [
      ...new Set(rows.flatMap((row) => (typeof row.category_id === 'number' ? [row.category_id] : []))),
    ];
    const { rows: categories } = categoryIds.length
      ? await db.query<{ id: number; slug: string }>(
          'SELECT id, slug FROM content_post_category WHERE id = ANY($1::int[])',
          [categoryIds],
        )
      : { rows: [] };
    const slugById = new Map(categories.map((category) => [category.id, category.slug]));
    return rows.map((row) => ({
      id: row.id,
      caption: row.caption,
      text: row.text,
      publish_at: iso(row.publish_at),
      // The category's slug (news, media, dev, …) decides the news card's colour.
      category: typeof row.category_id === 'number' ? slugById.get(row.category_id) : undefined,
      category_id: row.category_id ?? null,
      type: row.type,
      enabled: row.enabled,
      meta: row.meta ?? {},
      data: row.data ?? null,
    }));
  },
};

// Pages ---------------------------------------------------------------------------

const PageAddSchema = z.object({
  title: z.string().max(200).optional(),
  url: UrlTextSchema.optional(),
  enabled: z.boolean().optional(),
  data: z.pipe(JsonStringSchema, z.string().max(500_000)),
});

export const pageResource: Resource<Row> = {
  name: 'page',
  table: 'content_page',
  fields: {
    title: { column: 'title', kind: 'text' },
    url: { column: 'url', kind: 'text' },
    enabled: { column: 'enabled', kind: 'bool' },
    // Kept as the JSON string the caller sent.
    data: { column: 'data', kind: 'text' },
  },
  filters: {
    id: { column: 'id', kind: 'int' },
    title: { column: 'title', kind: 'text' },
    url: { column: 'url', kind: 'text' },
    enabled: { column: 'enabled', kind: 'bool' },
  },
  defaultOrder: 'id ASC',
  searchColumns: ['title', 'url'],
  addSchema: PageAddSchema,
  editSchema: PageAddSchema.partial().extend({ id: PositiveIdSchema }),
  hydrate: async (_db, rows) =>
    rows.map((row) => ({ id: row.id, title: row.title, url: row.url, enabled: row.enabled, data: row.data })),
};

// Link templates ----------------------------------------------------------------

// Core's schema is zod/mini (no methods to compose with): its fields are taken into a classic object.
const { url: linkTemplateUrl, page_list, social_list } = LinkTemplateAddPayloadSchema.shape;
const LinkTemplateAddSchema = z.looseObject({
  url: linkTemplateUrl,
  page_list,
  social_list,
  title: z.string().max(200).optional(),
});

export const linkTemplateResource: Resource<Row> = {
  name: 'link template',
  table: 'link_template',
  fields: {
    title: { column: 'title', kind: 'text' },
    url: { column: 'url', kind: 'text' },
    page_list: { column: 'page_list', kind: 'json' },
    social_list: { column: 'social_list', kind: 'json' },
  },
  filters: {
    id: { column: 'id', kind: 'int' },
    title: { column: 'title', kind: 'text' },
    url: { column: 'url', kind: 'text' },
  },
  defaultOrder: 'id ASC',
  searchColumns: ['title', 'url'],
  addSchema: LinkTemplateAddSchema,
  editSchema: LinkTemplateAddSchema.partial().extend({ id: PositiveIdSchema }),
  hydrate: async (_db, rows) =>
    rows.map((row) => ({
      id: row.id,
      title: row.title,
      url: row.url,
      page_list: row.page_list,
      social_list: row.social_list,
    })),
};
