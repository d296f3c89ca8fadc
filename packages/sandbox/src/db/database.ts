// Opens the embedded Postgres: in a data folder (persistent) or in memory (tests).
import { mkdir, rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';

/** A data folder, or in memory when `dataDir` is absent. `reset` deletes the folder first. */
export async function openDatabase(options: { dataDir?: string | undefined; reset?: boolean; loadDataDir?: Blob }): Promise<PGlite> {
  if (!options.dataDir) {
    const db = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    await db.waitReady;
    return db;
  }
  if (options.reset) await rm(options.dataDir, { recursive: true, force: true });
  await mkdir(options.dataDir, { recursive: true });
  const db = new PGlite(options.dataDir);
  await db.waitReady;
  return db;
}

/** A value of the sandbox's own settings table (e.g. the signing secret, the seed marker). */
export async function readMeta(db: PGlite, key: string): Promise<string | undefined> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM sandbox_meta WHERE key = $1', [key]);
  return rows[0]?.value;
}

export async function writeMeta(db: PGlite, key: string, value: string): Promise<void> {
  await db.query(
    'INSERT INTO sandbox_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
    [key, value],
  );
}
