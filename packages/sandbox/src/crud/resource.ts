// Table-driven storage of the simple resources: one description per table (its writable
// fields, the columns lists may filter and order by, and how rows become answers), and
// generic create, update, delete, get and list over it. Column names come only from the
// description, never from a request.
import type { PGlite } from '@electric-sql/pglite';
import type * as z from 'zod';
import type { Queryable } from '../db/queryable';
import { buildListSql, type ColumnWhitelist, type ListOptions, type ListSql } from '../db/list-query';

export type FieldKind = 'int' | 'number' | 'text' | 'bool' | 'timestamp' | 'json';

export type Row = Record<string, unknown>;

export interface Resource<Entity = Row> {
  /** Name used in messages, e.g. 'manufacturer'. */
  name: string;
  table: string;
  /** Payload field → column and kind; only these are ever written. */
  fields: Record<string, { column: string; kind: FieldKind }>;
  /** Fields a list may filter (`where`) and order by. */
  filters: ColumnWhitelist;
  /** ORDER BY tail that makes every list stable, e.g. 'id ASC'. */
  defaultOrder: string;
  /** Text columns the `search` of a list matches (case-insensitive). */
  searchColumns?: readonly string[];
  /**
   * A stored column holding the search columns in lower case, joined by line breaks, with an
   * index on (id) INCLUDE (it) over the rows the list shows: a bounded search walks that index
   * in id order (see `boundedSearchList`).
   */
  searchText?: { column: string };
  /**
   * The columns a list reads of each row (every column when absent): a list that shows less
   * leaves its large columns unread, not only unsent.
   */
  listColumns?: string;
  /** Validates the body of add (output: payload fields). */
  addSchema: z.core.$ZodType<Row>;
  /** Validates the body of edit (output: `id` plus the fields to change). */
  editSchema: z.core.$ZodType<{ id: number } & Row>;
  /** Checks references (ids of other tables) before a write; throws ApiProblem(400) on a bad one. */
  validate?: (db: PGlite, values: Row) => Promise<void>;
  /** Turns stored rows into answers (batch, so relations load once per list). */
  hydrate: (db: Queryable, rows: Row[]) => Promise<Entity[]>;
}

function toColumnValue(kind: FieldKind, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (kind === 'json') return JSON.stringify(value);
  if (kind === 'timestamp') return new Date(value as string | number).toISOString();
  return value;
}

function writableEntries(resource: Resource<unknown>, values: Row) {
  return Object.entries(values)
    .filter(([key, value]) => key !== 'id' && value !== undefined && Object.hasOwn(resource.fields, key))
    .map(([key, value]) => {
      const field = resource.fields[key] as { column: string; kind: FieldKind };
      return { column: field.column, kind: field.kind, value: toColumnValue(field.kind, value) };
    });
}

const placeholder = (kind: FieldKind, index: number) => (kind === 'json' ? `$${index}::jsonb` : `$${index}`);

export async function getRows(
  db: Queryable,
  resource: Resource<unknown>,
  ids: readonly number[],
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<Row>(`SELECT * FROM ${resource.table} WHERE id = ANY($1::int[])`, [ids]);
  const byId = new Map(rows.map((row) => [row.id as number, row]));
  return ids.flatMap((id): Row[] => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export async function getEntity<E>(db: Queryable, resource: Resource<E>, id: number): Promise<E | null> {
  const rows = await getRows(db, resource, [id]);
  if (rows.length === 0) return null;
  const [entity] = await resource.hydrate(db, rows);
  return entity ?? null;
}

export async function createEntity<E>(db: PGlite, resource: Resource<E>, values: Row): Promise<E> {
  await resource.validate?.(db, values);
  const entries = writableEntries(resource, values);
  const sql = entries.length
    ? `INSERT INTO ${resource.table} (${entries.map((e) => e.column).join(', ')}) VALUES (${entries
        .map((e, i) => placeholder(e.kind, i + 1))
        .join(', ')}) RETURNING *`
    : `INSERT INTO ${resource.table} DEFAULT VALUES RETURNING *`;
  const { rows } = await db.query<Row>(
    sql,
    entries.map((e) => e.value),
  );
  const [entity] = await resource.hydrate(db, rows);
  return entity as E;
}

/** Updates the given fields; null when no row has that id. */
export async function updateEntity<E>(
  db: PGlite,
  resource: Resource<E>,
  id: number,
  values: Row,
): Promise<E | null> {
  await resource.validate?.(db, values);
  const entries = writableEntries(resource, values);
  if (entries.length === 0) return getEntity(db, resource, id);
  const sets = entries.map((e, i) => `${e.column} = ${placeholder(e.kind, i + 1)}`).join(', ');
  const { rows } = await db.query<Row>(
    `UPDATE ${resource.table} SET ${sets} WHERE id = $${entries.length + 1} RETURNING *`,
    [...entries.map((e) => e.value), id],
  );
  if (rows.length === 0) return null;
  const [entity] = await resource.hydrate(db, rows);
  return entity ?? null;
}

export async function deleteEntity(db: PGlite, resource: Resource<unknown>, id: number): Promise<boolean> {
  const { affectedRows } = await db.query(`DELETE FROM ${resource.table} WHERE id = $1`, [id]);
  return (affectedRows ?? 0) > 0;
}

export interface ListRequest extends ListOptions {
  search?: string | undefined;
  /** Conditions the route always applies, parameterised from $1. */
  base?: { conditions: string[]; params: unknown[] };
  defaultLimit?: number;
  /**
   * How a list with a `search` text counts: 'exact' reads every match; 'bounded' stops one row past
   * the page (see `boundedSearchList`).
   */
  searchCount?: 'exact' | 'bounded';
  /**
   * A query answering `count` (one row, one column) from counts kept elsewhere, read instead of
   * counting the matching rows, with `base`'s params; not for a list with a `search` text.
   */
  keptCount?: string;
}

/** `{ count, list }`: count is the number of matching rows, list the requested page. */
export async function listEntities<E>(
  db: PGlite,
  resource: Resource<E>,
  request: ListRequest,
): Promise<{ count: number; list: E[] }> {
  const base = {
    conditions: [...(request.base?.conditions ?? [])],
    params: [...(request.base?.params ?? [])],
  };
  const search = request.search?.trim();
  let searchCondition: string | undefined;
  let walkConditions: string[] | undefined;
  let walkSearch: string | undefined;
  if (search && resource.searchColumns?.length) {
    base.params.push(`%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    const index = base.params.length;
    searchCondition = `(${resource.searchColumns.map((column) => `${column} ILIKE $${index}`).join(' OR ')})`;
    // The same match on the stored lower-case copy, for the walk of a bounded search: a pattern
    // without a line break matches the joined copy exactly where it matches one of the columns.
    if (resource.searchText && !search.includes('\n'))
      walkSearch = `${resource.searchText.column} LIKE lower($${index})`;
    // The same conditions with the search left out (TRUE in its place, so the numbering holds).
    walkConditions = [...base.conditions, 'TRUE'];
    base.conditions.push(searchCondition);
  }
  const sql = buildListSql(request, resource.filters, resource.defaultOrder, base, request.defaultLimit);
  if (search && request.searchCount === 'bounded') {
    // Walked in id order only when the list is in id order (no `order` of the caller's).
    const walk =
      walkSearch && walkConditions && resource.defaultOrder === 'id ASC' && !request.order?.length
        ? {
            where: buildListSql(
              request,
              resource.filters,
              resource.defaultOrder,
              { conditions: walkConditions, params: base.params },
              request.defaultLimit,
            ).where,
            search: walkSearch,
            column: resource.searchText?.column ?? '',
          }
        : undefined;
    return boundedSearchList(db, resource, sql, resource.listColumns ?? '*', walk);
  }
  const [{ rows: countRows }, { rows }] = await Promise.all([
    request.keptCount && !search
      ? db.query<{ count: number }>(request.keptCount, request.base?.params ?? [])
      : db.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM ${resource.table} ${sql.where}`,
          sql.params,
        ),
    db.query<Row>(
      `SELECT ${resource.listColumns ?? '*'} FROM ${resource.table} ${sql.where} ${sql.orderBy} ${sql.page}`,
      sql.params,
    ),
  ]);
  return { count: countRows[0]?.count ?? 0, list: await resource.hydrate(db, rows) };
}

/**
 * Ids the first stretch of an id-order search walks, per match wanted (the page and one row more):
 * enough for a name in one lot of 256, so such a name's page is one query. Each further stretch is
 * four times longer than the last.
 */
const SEARCH_WALK_IDS_PER_MATCH = 256;
/** The first stretch's bounds: a rare word's page reads no more than this before the density decides. */
const SEARCH_WALK_IDS_MIN = 2048;
const SEARCH_WALK_IDS_MAX = 16_384;
/** The matches left after the walked ids, by the density found there, that the search index may read instead. */
const SEARCH_INDEX_ROWS = 1000;

/**
 * A search box's list at any catalogue size: an exact count reads every match, so a
 * common word costs time in proportion to its matches. Here the page and one row more are read in
 * the list's order, and `count` is exact when the matches end within that row (`offset + found`),
 * or `offset + limit + 1` when more follow: enough to show the page and to tell that another
 * exists. Past the end (nothing at `offset`), the count is the matches there are (fewer than
 * `offset`).
 *
 * In id order, on a resource with a `searchText` copy (`walk`: the WHERE without the search, the
 * search on the copy, and the copy's column), the ids are read in stretches (256 ids a match
 * wanted, from 2 048 to 16 384, then four times longer each), each a range scan of the (id)
 * INCLUDE (copy) index that stops at the matches still wanted; once the matches found so far say
 * few are left (a rare word), the rest comes from the search's trigram indexes (`id >` the
 * stretches). One query left to the planner instead misjudges a name: its estimate for
 * `ILIKE '%corsair prime%'` is 10 rows of 100 000 (there are 749), so it reads every match through
 * the trigram indexes and sorts them (4 to 7 ms at 100 000, growing with the catalogue), where the
 * walk reads about 1 500 to 2 200 index entries in order, in one query (under 1 ms, the same at a
 * million: the matches are as dense).
 */
async function boundedSearchList<E>(
  db: PGlite,
  resource: Resource<E>,
  sql: ListSql,
  columns: string,
  walk?: { where: string; search: string; column: string },
): Promise<{ count: number; list: E[] }> {
  const wanted = sql.offset + sql.limit + 1;
  let rows: Row[];
  if (walk) {
    // The walk reads the stored lower-case copy from the index alone (no row is read for an id
    // that does not match), in id order; OFFSET 0 keeps the range scan apart (the search is
    // applied to its entries, not planned into it), and its ORDER BY lets the LIMIT stop it at
    // the last match wanted. Then the matches' rows, by their ids.
    const stretch = (from: number, to: number, want: number) =>
      db.query<Row>(
        `SELECT ${columns} FROM ${resource.table} WHERE id IN (
           SELECT id FROM (
             SELECT id, ${walk.column} FROM ${resource.table} ${walk.where} AND id > ${from} AND id <= ${to}
             ORDER BY id ASC OFFSET 0) AS walked
           WHERE ${walk.search} ORDER BY id ASC LIMIT ${want})
         ORDER BY id ASC`,
        sql.params,
      );
    const firstIds = Math.min(
      SEARCH_WALK_IDS_MAX,
      Math.max(SEARCH_WALK_IDS_MIN, wanted * SEARCH_WALK_IDS_PER_MATCH),
    );
    const [{ rows: last }, first] = await Promise.all([
      db.query<{ max: number | null }>(`SELECT max(id) AS max FROM ${resource.table}`),
      stretch(0, firstIds, wanted),
    ]);
    const maxId = last[0]?.max ?? 0;
    rows = [...first.rows];
    let walked = firstIds;
    for (let width = firstIds * 4; rows.length < wanted && walked < maxId; width *= 4) {
      // Two matches more than found: a stretch that met one or two matches by chance says little.
      if (((rows.length + 2) / walked) * (maxId - walked) <= SEARCH_INDEX_ROWS) {
        const { rows: rest } = await db.query<Row>(
          `SELECT ${columns} FROM ${resource.table} ${sql.where} AND id > ${walked} ORDER BY id ASC LIMIT ${wanted - rows.length}`,
          sql.params,
        );
        rows.push(...rest);
        break;
      }
      rows.push(...(await stretch(walked, walked + width, wanted - rows.length)).rows);
      walked += width;
    }
  } else {
    ({ rows } = await db.query<Row>(
      `SELECT ${columns} FROM ${resource.table} ${sql.where} ${sql.orderBy} LIMIT ${wanted}`,
      sql.params,
    ));
  }
  return {
    count: rows.length,
    list: await resource.hydrate(db, rows.slice(sql.offset, sql.offset + sql.limit)),
  };
}
