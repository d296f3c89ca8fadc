// Payload pieces shared by the resource descriptions, and reference checks.
import type { PGlite } from '@electric-sql/pglite';
import * as z from 'zod';
import { ApiProblem } from '../http/problem';
import type { Row } from './resource';

export const PositiveIdSchema = z.number().int().positive();

/** A reference given as an id or as an object with an id (an entity sent back as it was read). */
export const IdRefSchema = z
  .union([PositiveIdSchema, z.looseObject({ id: PositiveIdSchema })])
  .transform((ref) => (typeof ref === 'number' ? ref : ref.id));

export const IdRefListSchema = z.array(IdRefSchema).max(500);

export const MinorUnitsSchema = z.number().int().nonnegative().max(1_000_000_000_000);

/** A lot price: USD and RDC, both in minor units. */
export const LotPriceSchema = z.object({ USD: MinorUnitsSchema, RDC: MinorUnitsSchema });

/** The end of a limited offer (ISO date or epoch ms), or null / false for none. */
export const TimeLimitedInputSchema = z
  .union([z.iso.datetime({ offset: true }), z.number().int().nonnegative(), z.null(), z.literal(false)])
  .transform((value) => (value === false || value === null ? null : new Date(value).toISOString()));

export const TitleSchema = z.string().trim().min(1).max(200);
export const TextSchema = z.string().max(20_000);
export const UrlTextSchema = z.string().max(2000);

/** Every id in `ids` exists in `table`; otherwise 400 naming the missing ones. */
export async function assertIdsExist(
  db: PGlite,
  table: string,
  ids: readonly number[] | undefined,
  label: string,
) {
  if (!ids || ids.length === 0) return;
  const unique = [...new Set(ids)];
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [
    unique,
  ]);
  const found = new Set(rows.map((row) => row.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length) throw new ApiProblem(400, 1000, `${label}: no such id ${missing.join(', ')}`);
}

export const iso = (value: unknown): string | null =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'string'
      ? new Date(value).toISOString()
      : null;

export const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];

/** The edit payload of an add schema: `id` plus any of its fields. */
export function editSchemaOf<S extends z.ZodObject>(schema: S): z.ZodType<{ id: number } & Row> {
  // zod cannot carry the field types through a generic partial(); the runtime schema is exact.
  return schema.partial().extend({ id: PositiveIdSchema }) as unknown as z.ZodType<{ id: number } & Row>;
}
