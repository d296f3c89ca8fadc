// The five lot types (items, packages, subscriptions, coin packs, plans) and periods,
// described for the generic CRUD, and shaped as the core's LotSchema on the way out.
import * as z from 'zod';
import { LotDataSchema, type LotType } from '@rdc/core/schemas';
import type { Queryable } from '../db/queryable';
import {
  IdRefListSchema,
  IdRefSchema,
  LotPriceSchema,
  MinorUnitsSchema,
  PositiveIdSchema,
  TextSchema,
  TimeLimitedInputSchema,
  TitleSchema,
  UrlTextSchema,
  assertIdsExist,
  editSchemaOf,
  idsOf,
  iso,
} from '../crud/fields';
import { getRows, type Resource, type Row } from '../crud/resource';
import type { ColumnWhitelist } from '../db/list-query';

const lotFields = {
  title: { column: 'title', kind: 'text' },
  header: { column: 'header', kind: 'text' },
  description: { column: 'description', kind: 'text' },
  image_url: { column: 'image_url', kind: 'text' },
  category_id: { column: 'category_id', kind: 'int' },
  price: { column: 'price', kind: 'json' },
  time_limited: { column: 'time_limited', kind: 'timestamp' },
  enabled: { column: 'enabled', kind: 'bool' },
  tags: { column: 'tag_ids', kind: 'json' },
  data: { column: 'data', kind: 'json' },
} as const;

const lotFilters: ColumnWhitelist = {
  id: { column: 'id', kind: 'int' },
  title: { column: 'title', kind: 'text' },
  category_id: { column: 'category_id', kind: 'int' },
  enabled: { column: 'enabled', kind: 'bool' },
  time_limited: { column: 'time_limited', kind: 'timestamp' },
  created_at: { column: 'created_at', kind: 'timestamp' },
  'price.USD': { column: "(price->>'USD')::bigint", kind: 'int' },
  'price.RDC': { column: "(price->>'RDC')::bigint", kind: 'int' },
};

const lotPayload = {
  title: TitleSchema,
  header: z.string().max(500).optional(),
  description: TextSchema.optional(),
  image_url: UrlTextSchema.nullish(),
  // -1 is the special "data package" category.
  category_id: z.number().int().min(-1).nullish(),
  price: LotPriceSchema,
  time_limited: TimeLimitedInputSchema.optional(),
  enabled: z.boolean().optional(),
  tags: IdRefListSchema.optional(),
  data: z.nullish(LotDataSchema),
};

async function tagsById(db: Queryable, rows: Row[]) {
  const ids = [...new Set(rows.flatMap((row) => idsOf(row.tag_ids)))];
  if (ids.length === 0) return new Map<number, Row>();
  const { rows: tags } = await db.query<Row>(
    'SELECT id, title, color FROM market_tag WHERE id = ANY($1::int[])',
    [ids],
  );
  return new Map(tags.map((tag) => [tag.id as number, tag]));
}

function lotOf(row: Row, lotType: LotType, tags: Map<number, Row>) {
  return {
    id: row.id as number,
    title: row.title as string,
    header: (row.header as string | undefined) ?? '',
    description: (row.description as string | undefined) ?? '',
    image_url: (row.image_url as string | null) ?? '',
    lot_type: lotType,
    category_id: (row.category_id as number | null | undefined) ?? null,
    price: row.price as Record<string, number>,
    time_limited: iso(row.time_limited),
    enabled: row.enabled as boolean,
    tags: idsOf(row.tag_ids).flatMap((id) => tags.get(id) ?? []),
    data: (row.data as Record<string, unknown> | null) ?? null,
    lot_items: [] as Row[],
    lot_packages: [] as Row[],
  };
}

/** A lot as an entry of lot_items / lot_packages (the core's PackageItem). */
function packageItemOf(row: Row) {
  return {
    id: row.id as number,
    title: row.title as string,
    header: (row.header as string) ?? '',
    description: (row.description as string) ?? '',
    image_url: (row.image_url as string | null) ?? '',
    data: (row.data as Record<string, unknown> | null) ?? null,
  };
}

async function packageItemsById(db: Queryable, table: string, rows: Row[], column: string) {
  const ids = [...new Set(rows.flatMap((row) => idsOf(row[column])))];
  if (ids.length === 0) return new Map<number, ReturnType<typeof packageItemOf>>();
  const { rows: found } = await db.query<Row>(`SELECT * FROM ${table} WHERE id = ANY($1::int[])`, [ids]);
  return new Map(found.map((row) => [row.id as number, packageItemOf(row)]));
}

const pick = <T>(ids: number[], byId: Map<number, T>) => ids.flatMap((id) => byId.get(id) ?? []);

// Items ---------------------------------------------------------------------

const ItemAddSchema = z.object({ ...lotPayload, manufacturer_id: PositiveIdSchema.nullish() });

export const itemResource: Resource<ReturnType<typeof lotOf> & { manufacturer_id: number | null }> = {
  name: 'item',
  table: 'market_item',
  fields: { ...lotFields, manufacturer_id: { column: 'manufacturer_id', kind: 'int' } },
  filters: { ...lotFilters, manufacturer_id: { column: 'manufacturer_id', kind: 'int' } },
  defaultOrder: 'id ASC',
  searchColumns: ['title', 'header'],
  // Migration 055: the search box's walk in id order reads it from an index.
  searchText: { column: 'search_text' },
  addSchema: ItemAddSchema,
  editSchema: editSchemaOf(ItemAddSchema),
  validate: async (db, values) => {
    await assertIdsExist(db, 'market_tag', values.tags as number[] | undefined, 'tags');
    if (typeof values.manufacturer_id === 'number')
      await assertIdsExist(db, 'market_manufacturer', [values.manufacturer_id], 'manufacturer_id');
  },
  hydrate: async (db, rows) => {
    const tags = await tagsById(db, rows);
    return rows.map((row) => ({
      ...lotOf(row, 'item', tags),
      manufacturer_id: (row.manufacturer_id as number | null) ?? null,
    }));
  },
};

/**
 * The search box's items: each without its product page's blocks (`data`: the systems, hardpoints,
 * gallery and overview cards, 3 to 6 kB of the 4 to 7 kB a lot weighs as JSON), which a result
 * does not show and the product's page reads for itself. The column is not read either: a page of
 * ten answers about a tenth of the bytes, and a player's phone parses that much less while typing.
 */
export const itemSearchResource: Resource<
  Omit<ReturnType<typeof lotOf>, 'data'> & { manufacturer_id: number | null }
> = {
  ...itemResource,
  // Every column an item's fields are written to but the blocks': a field added later is listed too.
  listColumns: [
    'id',
    ...Object.entries(itemResource.fields).flatMap(([field, { column }]) =>
      field === 'data' ? [] : [column],
    ),
  ].join(', '),
  hydrate: async (db, rows) =>
    (await itemResource.hydrate(db, rows)).map(({ data: _pageBlocks, ...entry }) => entry),
};

// Packages ------------------------------------------------------------------

const PackageAddSchema = z.object({ ...lotPayload, lot_items: IdRefListSchema.optional() });

export const packageResource: Resource<ReturnType<typeof lotOf>> = {
  name: 'package',
  table: 'market_package',
  fields: { ...lotFields, lot_items: { column: 'item_ids', kind: 'json' } },
  filters: lotFilters,
  defaultOrder: 'id ASC',
  searchColumns: ['title', 'header'],
  addSchema: PackageAddSchema,
  editSchema: editSchemaOf(PackageAddSchema),
  validate: async (db, values) => {
    await assertIdsExist(db, 'market_tag', values.tags as number[] | undefined, 'tags');
    await assertIdsExist(db, 'market_item', values.lot_items as number[] | undefined, 'lot_items');
  },
  hydrate: async (db, rows) => {
    const [tags, items] = await Promise.all([
      tagsById(db, rows),
      packageItemsById(db, 'market_item', rows, 'item_ids'),
    ]);
    return rows.map((row) => ({
      ...lotOf(row, 'package', tags),
      lot_items: pick(idsOf(row.item_ids), items),
    }));
  },
};

// Periods -------------------------------------------------------------------

const PeriodAddSchema = z.object({ length: z.number().int().positive().max(120) });

export const periodResource: Resource<{ id: number; length: number }> = {
  name: 'period',
  table: 'market_period',
  fields: { length: { column: 'length', kind: 'int' } },
  filters: { id: { column: 'id', kind: 'int' }, length: { column: 'length', kind: 'int' } },
  defaultOrder: 'length ASC, id ASC',
  addSchema: PeriodAddSchema,
  editSchema: editSchemaOf(PeriodAddSchema),
  hydrate: async (_db, rows) => rows.map((row) => ({ id: row.id as number, length: row.length as number })),
};

async function periodsById(db: Queryable, ids: number[]) {
  const rows = await getRows(db, periodResource, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [row.id as number, { id: row.id as number, length: row.length as number }]),
  );
}

// Subscriptions -------------------------------------------------------------

const SubscriptionAddSchema = z.object({
  ...lotPayload,
  lot_items: IdRefListSchema.optional(),
  lot_packages: IdRefListSchema.optional(),
  period: IdRefSchema.nullish(),
});

export const subscriptionResource: Resource<
  ReturnType<typeof lotOf> & { period?: { id: number; length: number } }
> = {
  name: 'subscription',
  table: 'market_subscription',
  fields: {
    ...lotFields,
    lot_items: { column: 'item_ids', kind: 'json' },
    lot_packages: { column: 'package_ids', kind: 'json' },
    period: { column: 'period_id', kind: 'int' },
  },
  filters: { ...lotFilters, period_id: { column: 'period_id', kind: 'int' } },
  defaultOrder: 'id ASC',
  searchColumns: ['title', 'header'],
  addSchema: SubscriptionAddSchema,
  editSchema: editSchemaOf(SubscriptionAddSchema),
  validate: async (db, values) => {
    await assertIdsExist(db, 'market_tag', values.tags as number[] | undefined, 'tags');
    await assertIdsExist(db, 'market_item', values.lot_items as number[] | undefined, 'lot_items');
    await assertIdsExist(db, 'market_package', values.lot_packages as number[] | undefined, 'lot_packages');
    if (typeof values.period === 'number')
      await assertIdsExist(db, 'market_period', [values.period], 'period');
  },
  hydrate: async (db, rows) => {
    const [tags, items, packages, periods] = await Promise.all([
      tagsById(db, rows),
      packageItemsById(db, 'market_item', rows, 'item_ids'),
      packageItemsById(db, 'market_package', rows, 'package_ids'),
      periodsById(
        db,
        rows.flatMap((row) => (typeof row.period_id === 'number' ? [row.period_id] : [])),
      ),
    ]);
    return rows.map((row) => {
      const period = typeof row.period_id === 'number' ? periods.get(row.period_id) : undefined;
      return {
        ...lotOf(row, 'subscription', tags),
        lot_items: pick(idsOf(row.item_ids), items),
        lot_packages: pick(idsOf(row.package_ids), packages),
        ...(period ? { period } : {}),
      };
    });
  },
};

// Coin packs ----------------------------------------------------------------

const CoinAddSchema = z.object({
  title: TitleSchema.optional(),
  description: TextSchema.optional(),
  image_url: UrlTextSchema.nullish(),
  count: z.number().int().positive().max(1_000_000_000),
  price: z.object({ USD: MinorUnitsSchema, RDC: MinorUnitsSchema.optional() }),
  enabled: z.boolean().optional(),
  data: z.looseObject({}).nullish(),
});

function coinOf(row: Row) {
  const count = Number(row.count);
  return {
    id: row.id as number,
    // A coin pack is named by its amount when it has no title ("1,000 RDC").
    title: (row.title as string) || `${(count / 100).toLocaleString('en-US')} RDC`,
    description: (row.description as string) ?? '',
    image_url: (row.image_url as string | null) ?? '',
    lot_type: 'coin' as const,
    count,
    price: row.price as { USD: number; RDC?: number },
    enabled: row.enabled as boolean,
    time_limited: null,
    category_id: null,
    tags: [],
    data: (row.data as Record<string, unknown> | null) ?? null,
    lot_items: [],
    lot_packages: [],
  };
}

export const coinResource: Resource<ReturnType<typeof coinOf>> = {
  name: 'coin package',
  table: 'market_coin_pack',
  fields: {
    title: { column: 'title', kind: 'text' },
    description: { column: 'description', kind: 'text' },
    image_url: { column: 'image_url', kind: 'text' },
    count: { column: 'count', kind: 'int' },
    price: { column: 'price', kind: 'json' },
    enabled: { column: 'enabled', kind: 'bool' },
    data: { column: 'data', kind: 'json' },
  },
  filters: {
    id: { column: 'id', kind: 'int' },
    count: { column: 'count', kind: 'int' },
    enabled: { column: 'enabled', kind: 'bool' },
    'price.USD': { column: "(price->>'USD')::bigint", kind: 'int' },
    created_at: { column: 'created_at', kind: 'timestamp' },
  },
  defaultOrder: 'count ASC, id ASC',
  addSchema: CoinAddSchema,
  editSchema: editSchemaOf(CoinAddSchema),
  hydrate: async (_db, rows) => rows.map(coinOf),
};

// Plans ---------------------------------------------------------------------

const PlanAddSchema = z.object({
  title: TitleSchema,
  header: z.string().max(500).optional(),
  description: TextSchema.optional(),
  image_url: UrlTextSchema.nullish(),
  price: LotPriceSchema,
  enabled: z.boolean().optional(),
  periods: IdRefListSchema.min(1).optional(),
  data: z.nullish(LotDataSchema),
});

export const planResource: Resource<Row> = {
  name: 'plan',
  table: 'market_plan',
  fields: {
    title: { column: 'title', kind: 'text' },
    header: { column: 'header', kind: 'text' },
    description: { column: 'description', kind: 'text' },
    image_url: { column: 'image_url', kind: 'text' },
    price: { column: 'price', kind: 'json' },
    enabled: { column: 'enabled', kind: 'bool' },
    periods: { column: 'period_ids', kind: 'json' },
    data: { column: 'data', kind: 'json' },
  },
  filters: {
    id: { column: 'id', kind: 'int' },
    title: { column: 'title', kind: 'text' },
    enabled: { column: 'enabled', kind: 'bool' },
    'price.USD': { column: "(price->>'USD')::bigint", kind: 'int' },
  },
  defaultOrder: 'id ASC',
  searchColumns: ['title'],
  addSchema: PlanAddSchema,
  editSchema: editSchemaOf(PlanAddSchema),
  validate: async (db, values) =>
    assertIdsExist(db, 'market_period', values.periods as number[] | undefined, 'periods'),
  hydrate: async (db, rows) => {
    const periods = await periodsById(
      db,
      rows.flatMap((row) => idsOf(row.period_ids)),
    );
    return rows.map((row) => ({
      ...lotOf({ ...row, category_id: null, tag_ids: [] }, 'plan', new Map()),
      // The plan's periods in months; the first is the default target period.
      periods: pick(idsOf(row.period_ids), periods),
    }));
  },
};

export const lotResources = {
  item: itemResource,
  package: packageResource,
  subscription: subscriptionResource,
  coin: coinResource,
  plan: planResource,
} satisfies Record<LotType, Resource<unknown>>;
