// Keeps dumps of the migrated and seeded in-memory database on disk, so each test process (each
// Vitest file runs in its own) loads one instead of creating a database from nothing. Only used
// when running from source: the key hashes every source file of the package, so any change to a
// migration or a seed makes a new template.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CACHE_DIR = join(tmpdir(), 'rdc-sandbox-templates');
/** Templates kept (about 40 MB each); older ones are from source that has since changed. */
const KEEP = 4;

/** The package's src folder, when this module runs from it (not from a bundle in dist). */
function sourceDir(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  return existsSync(join(here, 'migrations')) ? dirname(here) : undefined;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A key for the template of `variant`, or undefined when not running from source. */
export async function templateKey(variant: string): Promise<string | undefined> {
  const src = sourceDir();
  if (!src) return undefined;
  const hash = createHash('sha256').update(variant).update(process.version);
  // The PGlite build is part of the key: its path names its version.
  hash.update(import.meta.resolve('@electric-sql/pglite'));
  for (const file of await sourceFiles(src)) hash.update(file.slice(src.length)).update(await readFile(file));
  return hash.digest('hex').slice(0, 32);
}

export async function readTemplate(key: string): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(join(CACHE_DIR, `${key}.tar`))]);
  } catch {
    return undefined;
  }
}

/** Written under a temporary name and renamed, so a reader never sees half a file. */
export async function writeTemplate(key: string, dump: Blob): Promise<void> {
  try {
    await mkdir(CACHE_DIR, { recursive: true });
    const partial = join(CACHE_DIR, `${key}.${process.pid}.partial`);
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, join(CACHE_DIR, `${key}.tar`));
    await prune();
  } catch {
    // A cache that cannot be written only costs time.
  }
}

async function prune(): Promise<void> {
  const files = (await readdir(CACHE_DIR)).filter((name) => name.endsWith('.tar'));
  const dated = await Promise.all(
    files.map(async (name) => ({ name, time: (await stat(join(CACHE_DIR, name))).mtimeMs })),
  );
  dated.sort((a, b) => b.time - a.time);
  await Promise.all(dated.slice(KEEP).map(({ name }) => rm(join(CACHE_DIR, name), { force: true })));
}
