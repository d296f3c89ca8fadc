// Node entry: serves the sandbox API on 127.0.0.1. With `--static DIR` it also serves a built
// site from DIR on the same origin (the quick start). Flags and env vars: see README.md.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { FaultRulesSchema, type FaultRule } from './faults/rules';
import { keepIdleConnections } from './http/idle-connections';
import { withStaticSite } from './static-site';

/** `--faults` may stand alone or take a rules file: give it an empty value when it stands alone. */
function normaliseArgs(args: string[]): string[] {
  return args.flatMap((arg, i) =>
    arg === '--faults' && (args[i + 1] === undefined || args[i + 1]?.startsWith('--'))
      ? ['--faults=']
      : [arg],
  );
}

const { values } = parseArgs({
  args: normaliseArgs(process.argv.slice(2)),
  options: {
    static: { type: 'string' },
    port: { type: 'string' },
    data: { type: 'string' },
    reset: { type: 'boolean', default: false },
    scale: { type: 'string' },
    faults: { type: 'string' },
  },
});

/** The repository root (where pnpm-workspace.yaml is), else the working directory. */
function projectRoot(from: string): string {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (dirname(dir) === dir) return resolve(from);
  }
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not '${value}'`);
  return n;
}

/** Rules from `--faults FILE`, else from SANDBOX_FAULTS (JSON text, or a file path). */
async function faultRules(file: string | undefined): Promise<FaultRule[]> {
  const source = file || process.env.SANDBOX_FAULTS?.trim();
  if (!source) return [];
  const text =
    source.startsWith('[') || source.startsWith('{') ? source : await readFile(resolve(source), 'utf8');
  return FaultRulesSchema.parse(JSON.parse(text));
}

const port = wholeNumber('--port', values.port ?? process.env.PORT, 8787);
const dataDir = resolve(values.data ?? join(projectRoot(process.cwd()), '.data', 'sandbox'));
const faultsOn = values.faults !== undefined;
// DATABASE_URL=postgres://… puts the data on a PostgreSQL server instead of the data folder.
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;

const api = await createApp({
  ...(databaseUrl ? { databaseUrl } : { dataDir }),
  reset: values.reset,
  scale: wholeNumber('--scale', values.scale, 0),
  faults: faultsOn ? await faultRules(values.faults) : false,
  log: (line) => console.log(line),
});
const app = values.static ? await withStaticSite(api, values.static) : api;
// Expired sessions and day-old Idempotency-Keys go at start and then every hour.
setInterval(
  () =>
    void api.purgeExpired().catch((error: unknown) => console.error('could not purge expired rows', error)),
  60 * 60 * 1000,
).unref();

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info) => {
  const origin = `http://127.0.0.1:${info.port}`;
  console.log(
    values.static
      ? `site on ${origin}/ with the sandbox API at ${origin}/api/v1`
      : `sandbox API on ${origin}/api/v1`,
  );
  console.log(
    `data in ${databaseUrl ? new URL(databaseUrl).pathname.slice(1) + ' on ' + new URL(databaseUrl).host : dataDir}${values.reset ? ' (reset)' : ''}; demo accounts demo/demo1234 and admin/admin1234`,
  );
  if (faultsOn)
    console.log(
      `fault injection ON (${api.faults?.list().length ?? 0} rules); change them at ${origin}/api/v1/__sandbox/faults`,
    );
});

keepIdleConnections(server);

const stop = () => {
  server.close();
  void api.close().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
