// Bulk insert for seeding: one statement per table however many rows (jsonb_to_recordset),
// then the id sequence moves past the largest id so later inserts do not collide.
import type { Queryable } from '../db/queryable';

/** `columns`: column name → SQL type, e.g. { id: 'int', title: 'text', data: 'jsonb' }. */
export async function insertRecords(db: Queryable, table: string, columns: Record<string, string>, records: readonly object[]) {
  if (records.length === 0) return;
  const names = Object.keys(columns);
  const definition = names.map((name) => `${name} ${columns[name]}`).join(', ');
  await db.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${definition})`,
    [JSON.stringify(records)],
  );
  if (names.includes('id')) {
    await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`);
  }
}
