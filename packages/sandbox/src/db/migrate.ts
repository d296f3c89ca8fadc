// Runs the migrations not yet applied, in order, each in its own transaction with its id recorded.
import type { PGlite } from '@electric-sql/pglite';
import { migrations as allMigrations, type Migration } from './migrations';

export async function migrate(
  db: PGlite,
  migrations: readonly Migration[] = allMigrations,
): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const { rows } = await db.query<{ id: string }>('SELECT id FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.id));
  const ran: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
    });
    ran.push(migration.id);
  }
  return ran;
}
