// Helpers for the in-process tests of sandbox-core: JSON calls through app.fetch, logging in,
// and a digest of the tables sandbox-core owns (to show a refused call wrote nothing).
import type { PGlite } from '@electric-sql/pglite';
import type { SandboxApp } from '../app';

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  origin?: string;
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answer fields freely
  json: any;
  text: string;
  headers: Headers;
}

export async function call(
  app: Pick<SandboxApp, 'fetch'>,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.origin) headers.origin = options.origin;
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  const response = await app.fetch(
    new Request(`http://sandbox.test/api/v1${path}`, { method, headers, body }),
  );
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text, headers: response.headers };
}

export async function login(
  app: Pick<SandboxApp, 'fetch'>,
  alias = 'demo',
  password = 'demo1234',
  rememberMe = false,
) {
  const res = await call(app, 'POST', '/auth/login', { body: { alias, password, rememberMe } });
  if (res.status !== 200) throw new Error(`login of ${alias} failed: ${res.status} ${res.text}`);
  return res.json as { accessToken: string; refreshToken: string };
}

/** Tables of accounts, wallet, cart, cards, payments and addresses. */
const CORE_TABLES = [
  'users',
  'sessions',
  'recovery_tokens',
  'wallets',
  'cart_items',
  'vault_cards',
  'paypal_tokens',
  'cards',
  'payment_transactions',
  'idempotency_keys',
  'tickets',
  'addresses',
] as const;

/** A digest of every row of `tables`, each row read as `rowSql` of alias `t`: equal digests mean nothing was written. */
export async function digestTables(db: PGlite, tables: readonly string[], rowSql: string): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await db.query<{ digest: string | null }>(
      `SELECT md5(string_agg((${rowSql})::text, '|' ORDER BY (${rowSql})::text)) AS digest FROM ${table} t`,
    );
    parts.push(`${table}:${rows[0]?.digest ?? ''}`);
  }
  return parts.join('\n');
}

/** A digest of every row of the core tables. */
export const coreFingerprint = (db: PGlite) => digestTables(db, CORE_TABLES, 't');

/** A log sink that keeps the lines, to read verification codes and recovery tokens. */
export function logLines() {
  const lines: string[] = [];
  return { lines, log: (line: string) => lines.push(line) };
}
