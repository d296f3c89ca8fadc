// A migrated and seeded database, in a data folder or in memory. New in-memory databases are
// copied from a template (PGlite takes seconds to create and seed one, well under a second to
// load a dump), so every test file can have its own app cheaply. The template is made once per
// process and, when running from source, also kept on disk for the next test process.
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { seedAll } from '../seed';
import { isNewDataDir, openDatabase, readMeta, writeMeta } from './database';
import { migrate } from './migrate';
import { readTemplate, templateKey, writeTemplate } from './template-cache';

export interface PrepareOptions {
  dataDir?: string | undefined;
  reset?: boolean | undefined;
  seed: boolean;
  scale: number;
  now: Date;
}

const templates = new Map<string, Promise<Blob>>();

async function migrateAndSeed(db: PGlite, options: PrepareOptions): Promise<void> {
  await migrate(db);
  if (options.seed && !(await readMeta(db, 'seeded_at'))) {
    await seedAll(db, { scale: options.scale, now: options.now });
    await writeMeta(db, 'seeded_at', options.now.toISOString());
  }
}

/** The signing secret of this database, made on first use: tokens survive restarts, not resets. */
async function signingSecret(db: PGlite, fresh: boolean): Promise<Buffer> {
  const stored = fresh ? undefined : await readMeta(db, 'jwt_secret');
  if (stored) return Buffer.from(stored, 'base64url');
  const secret = randomBytes(32);
  await writeMeta(db, 'jwt_secret', secret.toString('base64url'));
  return secret;
}

export async function prepareDatabase(options: PrepareOptions): Promise<{ db: PGlite; jwtSecret: Buffer }> {
  if (options.dataDir) {
    const fresh = options.reset === true || isNewDataDir(options.dataDir);
    // A new data folder starts from a template already at hand (this process's, or the on-disk
    // cache when running from source): loading one takes a second, seeding on disk many.
    const template = fresh ? await existingTemplate(options) : undefined;
    const db = await openDatabase({ dataDir: options.dataDir, reset: options.reset ?? false, loadDataDir: template });
    await migrateAndSeed(db, options);
    return { db, jwtSecret: await signingSecret(db, fresh) };
  }

  const key = templateVariant(options);
  let template = templates.get(key);
  if (!template) {
    const made = makeTemplate(options);
    template = made.then((t) => t.dump);
    templates.set(key, template);
    template.catch(() => templates.delete(key));
    const { db } = await made;
    // The database the template was dumped from serves the first app.
    if (db) return { db, jwtSecret: await signingSecret(db, true) };
  }
  const db = await openDatabase({ loadDataDir: await template });
  // Other apps hold the template's secret: each gets its own.
  return { db, jwtSecret: await signingSecret(db, true) };
}

const templateVariant = (options: PrepareOptions) => `${options.seed}:${options.scale}`;

/** The template of this variant if this process made one or the disk cache holds one; never builds one. */
async function existingTemplate(options: PrepareOptions): Promise<Blob | undefined> {
  const inProcess = templates.get(templateVariant(options));
  if (inProcess) return inProcess.catch(() => undefined);
  const diskKey = await templateKey(templateVariant(options));
  return diskKey ? readTemplate(diskKey) : undefined;
}

async function makeTemplate(options: PrepareOptions): Promise<{ dump: Blob; db?: PGlite }> {
  const diskKey = await templateKey(templateVariant(options));
  const stored = diskKey ? await readTemplate(diskKey) : undefined;
  if (stored) return { dump: stored };
  const db = await openDatabase({});
  await migrateAndSeed(db, options);
  const dump = await db.dumpDataDir('none');
  if (diskKey) await writeTemplate(diskKey, dump);
  return { dump, db };
}
