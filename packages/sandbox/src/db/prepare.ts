// A migrated and seeded database, in a data folder or in memory. New in-memory databases are
// copied from a template (PGlite takes seconds to create and seed one, well under a second to
// load a dump), so every test file can have its own app cheaply. The template is made once per
// process and, when running from source, also kept on disk for the next test process.
// With `databaseUrl` the database lives on a PostgreSQL server instead (see postgres.ts), and
// with SANDBOX_TEST_DATABASE_URL each in-memory app gets its own fresh database on that server.
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { seedAll } from '../seed';
import { isNewDataDir, openDatabase, readMeta, writeMeta } from './database';
import { migrate } from './migrate';
import { onServer, PostgresDatabase, withDatabase } from './postgres';
import { readTemplate, templateKey, writeTemplate } from './template-cache';

export interface PrepareOptions {
  dataDir?: string | undefined;
  /** A PostgreSQL server's database (postgres://…), shared by every process given it. */
  databaseUrl?: string | undefined;
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

export interface PreparedDatabase {
  db: PGlite;
  jwtSecret: Buffer;
  /** Closes the connection(s), and drops a database made for this app alone. */
  close?: () => Promise<void>;
}

/** Any number, the same in every process: the key of the advisory lock around migrate and seed. */
const MIGRATE_LOCK = 0x5dc0_0001;

async function preparePostgres(url: string, options: PrepareOptions): Promise<PreparedDatabase> {
  const pg = new PostgresDatabase(url);
  const db = pg.asPGlite();
  try {
    // Processes starting at once on one database: one migrates, seeds and makes the secret; the
    // others wait, then find them done.
    const jwtSecret = await pg.withLock(MIGRATE_LOCK, async () => {
      if (options.reset) await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      await migrateAndSeed(db, options);
      return signingSecret(db, false);
    });
    return { db, jwtSecret, close: () => pg.close() };
  } catch (error) {
    await pg.close();
    throw error;
  }
}

const testTemplates = new Map<string, Promise<string>>();

/** A migrated and seeded database on the test server, made once per run and variant, to copy from. */
function testTemplate(serverUrl: string, options: PrepareOptions): Promise<string> {
  const name = `sandbox_template_${options.seed ? 'seeded' : 'empty'}_${options.scale}`;
  let made = testTemplates.get(name);
  if (!made) {
    made = onServer(serverUrl, async (server) => {
      // Vitest workers share the server: one makes the template, the others wait for it.
      await server.query('SELECT pg_advisory_lock($1)', [MIGRATE_LOCK]);
      const { rows } = await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (rows.length === 0) {
        await server.query(`CREATE DATABASE ${name}`);
        const pg = new PostgresDatabase(withDatabase(serverUrl, name), 1);
        try {
          await migrateAndSeed(pg.asPGlite(), options);
        } finally {
          await pg.close();
        }
      }
      await server.query('SELECT pg_advisory_unlock($1)', [MIGRATE_LOCK]);
      return name;
    });
    testTemplates.set(name, made);
    made.catch(() => testTemplates.delete(name));
  }
  return made;
}

/** A fresh database copied from the template, dropped again when the app closes. */
async function prepareTestPostgres(serverUrl: string, options: PrepareOptions): Promise<PreparedDatabase> {
  const template = await testTemplate(serverUrl, options);
  const name = `sandbox_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (server) => server.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const pg = new PostgresDatabase(withDatabase(serverUrl, name), 4);
  const db = pg.asPGlite();
  return {
    db,
    jwtSecret: await signingSecret(db, true),
    close: async () => {
      await pg.close();
      await onServer(serverUrl, (server) => server.query(`DROP DATABASE IF EXISTS ${name}`));
    },
  };
}

export async function prepareDatabase(options: PrepareOptions): Promise<PreparedDatabase> {
  if (options.databaseUrl) return preparePostgres(options.databaseUrl, options);
  const testServer = process.env.SANDBOX_TEST_DATABASE_URL;
  if (testServer && !options.dataDir) return prepareTestPostgres(testServer, options);
  if (options.dataDir) {
    const fresh = options.reset === true || isNewDataDir(options.dataDir);
    // A new data folder starts from a template already at hand (this process's, or the on-disk
    // cache when running from source): loading one takes a second, seeding on disk many.
    const template = fresh ? await existingTemplate(options) : undefined;
    const db = await openDatabase({
      dataDir: options.dataDir,
      reset: options.reset ?? false,
      loadDataDir: template,
    });
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
