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
  if (search && resource.searchColumns?.length) {
    base.params.push(`%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    const index = base.params.length;
    base.conditions.push(
      `(${resource.searchColumns.map((column) => `${column} ILIKE $${index}`).join(' OR ')})`,
    );
  }
  const sql = buildListSql(request, resource.filters, resource.defaultOrder, base, request.defaultLimit);
  if (search && request.searchCount === 'bounded') return boundedSearchList(db, resource, sql);
  const [{ rows: countRows }, { rows }] = await Promise.all([
    db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${resource.table} ${sql.where}`,
      sql.params,
    ),
    db.query<Row>(`SELECT * FROM ${resource.table} ${sql.where} ${sql.orderBy} ${sql.page}`, sql.params),
  ]);
  return { count: countRows[0]?.count ?? 0, list: await resource.hydrate(db, rows) };
}

/**
 * A search box's list at any catalogue size: an exact count reads every match, so a
 * common word costs time in proportion to its matches. Here one query reads the page and one row
 * more, in the list's order (an index walk that stops early), and `count` is exact when the matches
 * end within that row (`offset + found`), or `offset + limit + 1` when more follow: enough to show
 * the page and to tell that another exists. Past the end (nothing at `offset`), the matches are
 * counted up to `offset` only.
 */
async function boundedSearchList<E>(
  db: PGlite,
  resource: Resource<E>,
  sql: ListSql,
): Promise<{ count: number; list: E[] }> {
  const { rows } = await db.query<Row>(
    `SELECT * FROM ${resource.table} ${sql.where} ${sql.orderBy} LIMIT ${sql.limit + 1} OFFSET ${sql.offset}`,
    sql.params,
  );
  let count = sql.offset + rows.length;
  if (rows.length === 0 && sql.offset > 0) {
    const { rows: countRows } = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM (SELECT 1 FROM ${resource.table} ${sql.where} LIMIT ${sql.offset}) AS upto_offset`,
      sql.params,
    );
    count = countRows[0]?.count ?? 0;
  }
  return { count, list: await resource.hydrate(db, rows.slice(0, sql.limit)) };
}
