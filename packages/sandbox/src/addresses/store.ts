// Saved addresses, scoped to their user. Fields arrive validated by the core's schemas and are
// kept as jsonb; `kind` is the address type. One default (priority) per user and kind: the first
// address of a kind becomes it, set_priority moves it.
import type { PGlite } from '@electric-sql/pglite';
import type { Queryable } from '../db/queryable';
import { ApiProblem } from '../http/problem';

export type AddressKind = 'billing' | 'in_game' | 'pickup' | 'shipping' | 'banking';

interface AddressRow {
  id: number;
  user_id: number;
  kind: AddressKind;
  fields: Record<string, unknown>;
  priority: boolean;
  enabled: boolean;
  created_at: Date;
}

/** The stored fields plus id, type, priority (the default flag) and enabled. */
function addressOf(row: AddressRow) {
  return {
    ...row.fields,
    id: row.id,
    type: row.kind,
    priority: row.priority,
    enabled: row.enabled,
    user_id: row.user_id,
  };
}
export type AddressAnswer = ReturnType<typeof addressOf>;

function notFound(id: number): never {
  throw new ApiProblem(404, 1000, `no address ${id}`);
}

async function ownAddress(
  db: Queryable,
  userId: number,
  kinds: readonly AddressKind[],
  id: number,
): Promise<AddressRow> {
  const { rows } = await db.query<AddressRow>(
    'SELECT * FROM addresses WHERE id = $1 AND user_id = $2 AND kind = ANY($3::text[])',
    [id, userId, kinds],
  );
  return rows[0] ?? notFound(id);
}

export async function addAddress(
  db: PGlite,
  userId: number,
  kind: AddressKind,
  fields: Record<string, unknown>,
  now: Date,
): Promise<AddressAnswer> {
  const { rows } = await db.query<AddressRow>(
    `INSERT INTO addresses (user_id, kind, fields, priority, created_at)
     VALUES ($1, $2, $3, NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = $1 AND kind = $2 AND priority), $4) RETURNING *`,
    [userId, kind, JSON.stringify(fields), now],
  );
  return addressOf(rows[0] as AddressRow);
}

/** Replaces the fields. A game address may change type (in_game ↔ pickup); it then stops being a default. */
export async function editAddress(
  db: PGlite,
  userId: number,
  kinds: readonly AddressKind[],
  id: number,
  fields: Record<string, unknown>,
  kind?: AddressKind,
): Promise<AddressAnswer> {
  return db.transaction(async (tx) => {
    const current = await ownAddress(tx, userId, kinds, id);
    const nextKind = kind ?? current.kind;
    const { rows } = await tx.query<AddressRow>(
      'UPDATE addresses SET fields = $2, kind = $3, priority = priority AND kind = $3 WHERE id = $1 RETURNING *',
      [id, JSON.stringify(fields), nextKind],
    );
    return addressOf(rows[0] as AddressRow);
  });
}

export async function deleteAddress(
  db: PGlite,
  userId: number,
  kinds: readonly AddressKind[],
  id: number,
): Promise<void> {
  const { rows } = await db.query(
    'DELETE FROM addresses WHERE id = $1 AND user_id = $2 AND kind = ANY($3::text[]) RETURNING id',
    [id, userId, kinds],
  );
  if (rows.length === 0) notFound(id);
}

export async function setDefaultAddress(
  db: PGlite,
  userId: number,
  kinds: readonly AddressKind[],
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const address = await ownAddress(tx, userId, kinds, id);
    await tx.query(
      'UPDATE addresses SET priority = false WHERE user_id = $1 AND kind = $2 AND priority AND id <> $3',
      [userId, address.kind, id],
    );
    await tx.query('UPDATE addresses SET priority = true WHERE id = $1', [id]);
  });
}

export async function listAddresses(
  db: PGlite,
  userId: number,
  kind: AddressKind,
  page: { offset: number; limit: number },
) {
  const { rows } = await db.query<AddressRow>(
    'SELECT * FROM addresses WHERE user_id = $1 AND kind = $2 ORDER BY id LIMIT $3 OFFSET $4',
    [userId, kind, page.limit, page.offset],
  );
  const { rows: total } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM addresses WHERE user_id = $1 AND kind = $2',
    [userId, kind],
  );
  return { count: total[0]?.count ?? 0, list: rows.map(addressOf) };
}
