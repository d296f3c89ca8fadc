// Manufacturers and categories of the Manufactory.
import * as z from 'zod';
import { PositiveIdSchema, TextSchema, TitleSchema, UrlTextSchema, assertIdsExist } from '../crud/fields';
import type { Resource, Row } from '../crud/resource';

const ManufacturerAddSchema = z.object({
  title: TitleSchema,
  description: TextSchema.optional(),
  image_url: UrlTextSchema.nullish(),
  enabled: z.boolean().optional(),
});

function manufacturerOf(row: Row) {
  return {
    id: row.id as number,
    title: row.title as string,
    description: row.description as string,
    image_url: (row.image_url as string | null) ?? null,
    enabled: row.enabled as boolean,
  };
}

export const manufacturerResource: Resource<ReturnType<typeof manufacturerOf>> = {
  name: 'manufacturer',
  table: 'market_manufacturer',
  fields: {
    title: { column: 'title', kind: 'text' },
    description: { column: 'description', kind: 'text' },
    image_url: { column: 'image_url', kind: 'text' },
    enabled: { column: 'enabled', kind: 'bool' },
  },
  filters: {
    id: { column: 'id', kind: 'int' },
    title: { column: 'title', kind: 'text' },
    enabled: { column: 'enabled', kind: 'bool' },
    created_at: { column: 'created_at', kind: 'timestamp' },
  },
  defaultOrder: 'id ASC',
  searchColumns: ['title'],
  addSchema: ManufacturerAddSchema,
  editSchema: ManufacturerAddSchema.partial().extend({ id: PositiveIdSchema }),
  hydrate: async (_db, rows) => rows.map(manufacturerOf),
};

/** A path segment name: no slashes, so virtual_path + '/' + virtual_name stays a path. */
const VirtualNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[^/]+$/, 'must not contain /');
/** '/' for a root, otherwise the link of the parent ('/ships', '/ships/fighters'). */
const VirtualPathSchema = z
  .string()
  .trim()
  .max(1000)
  .regex(/^\/([^/]+(\/[^/]+)*)?$/, "must be '/' or a path like /ships/fighters");

const CategoryAddSchema = z.object({
  title: TitleSchema,
  virtual_path: VirtualPathSchema,
  virtual_name: VirtualNameSchema,
  manufacturer_id: PositiveIdSchema.nullish(),
  description: TextSchema.optional(),
  image_url: UrlTextSchema.nullish(),
  enabled: z.boolean().optional(),
});

function categoryOf(row: Row) {
  return {
    id: row.id as number,
    title: row.title as string,
    virtual_path: row.virtual_path as string,
    virtual_name: row.virtual_name as string,
    manufacturer_id: (row.manufacturer_id as number | null) ?? null,
    description: row.description as string,
    image_url: (row.image_url as string | null) ?? null,
    enabled: row.enabled as boolean,
  };
}

export const categoryResource: Resource<ReturnType<typeof categoryOf>> = {
  name: 'category',
  table: 'market_category',
  fields: {
    title: { column: 'title', kind: 'text' },
    virtual_path: { column: 'virtual_path', kind: 'text' },
    virtual_name: { column: 'virtual_name', kind: 'text' },
    manufacturer_id: { column: 'manufacturer_id', kind: 'int' },
    description: { column: 'description', kind: 'text' },
    image_url: { column: 'image_url', kind: 'text' },
    enabled: { column: 'enabled', kind: 'bool' },
  },
  filters: {
    id: { column: 'id', kind: 'int' },
    title: { column: 'title', kind: 'text' },
    virtual_path: { column: 'virtual_path', kind: 'text' },
    virtual_name: { column: 'virtual_name', kind: 'text' },
    manufacturer_id: { column: 'manufacturer_id', kind: 'int' },
    enabled: { column: 'enabled', kind: 'bool' },
  },
  defaultOrder: 'virtual_path ASC, id ASC',
  searchColumns: ['title', 'virtual_name'],
  addSchema: CategoryAddSchema,
  editSchema: CategoryAddSchema.partial().extend({ id: PositiveIdSchema }),
  validate: async (db, values) => {
    if (typeof values.manufacturer_id === 'number')
      await assertIdsExist(db, 'market_manufacturer', [values.manufacturer_id], 'manufacturer_id');
  },
  hydrate: async (_db, rows) => rows.map(categoryOf),
};
