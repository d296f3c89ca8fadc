// Bulk insert for seeding: one statement per batch of rows (jsonb_to_recordset), then the id
// sequence moves past the largest id so later inserts do not collide. Batches keep one statement's
// parameter small: `--scale 100000` as a single 500 MB parameter ran PGlite out of memory.
import type { Queryable } from '../db/queryable';

/** Rows per statement: about 5 MB of JSON for the largest records (items with their data). */
const SEED_BATCH_ROWS = 1000;

/** `columns`: column name → SQL type, e.g. { id: 'int', title: 'text', data: 'jsonb' }. */
export async function insertRecords(
  db: Queryable,
  table: string,
  columns: Record<string, string>,
  records: readonly object[],
) {
  if (records.length === 0) return;
  const names = Object.keys(columns);
  const definition = names.map((name) => `${name} ${columns[name]}`).join(', ');
  for (let start = 0; start < records.length; start += SEED_BATCH_ROWS) {
    await db.query(
      `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${definition})`,
      [JSON.stringify(records.slice(start, start + SEED_BATCH_ROWS))],
    );
  }
  if (names.includes('id')) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
    );
  }
}
