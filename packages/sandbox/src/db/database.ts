// Opens the embedded Postgres: in a data folder (persistent) or in memory (tests).
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Whether `dataDir` holds no database yet (absent, empty, or left half-made without PG_VERSION). */
export function isNewDataDir(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}

/** Extensions the migrations create: trigram indexes keep the search box fast at 100 000 items. */
const extensions = { pg_trgm };

/**
 * A data folder, or in memory when `dataDir` is absent. `reset` deletes the folder first.
 * `loadDataDir` (a dump) fills a new database; it is ignored for a data folder that has one.
 */
export async function openDatabase(options: {
  dataDir?: string | undefined;
  reset?: boolean;
  loadDataDir?: Blob | undefined;
}): Promise<PGlite> {
  if (!options.dataDir) {
    const db = new PGlite(
      options.loadDataDir ? { loadDataDir: options.loadDataDir, extensions } : { extensions },
    );
    await db.waitReady;
    return db;
  }
  if (options.reset) await rm(options.dataDir, { recursive: true, force: true });
  const load = options.loadDataDir && isNewDataDir(options.dataDir) ? options.loadDataDir : undefined;
  // PGlite refuses to load a dump over a half-made folder; nothing in it is worth keeping.
  if (load) await rm(options.dataDir, { recursive: true, force: true });
  await mkdir(options.dataDir, { recursive: true });
  const db = new PGlite(options.dataDir, load ? { loadDataDir: load, extensions } : { extensions });
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
