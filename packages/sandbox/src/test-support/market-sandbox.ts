// Test harness for the market, content and admin calls: the whole sandbox app in-process
// (createApp: in-memory database, migrations, demo world), with the demo and admin users logged in.
import type { PGlite } from '@electric-sql/pglite';
import { createApp } from '../app';
import { DEMO_ACCOUNTS } from '../seed/accounts';

export type Who = 'guest' | 'demo' | 'admin';

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

export async function openMarketSandbox(options: { scale?: number } = {}) {
  const app = await createApp({ scale: options.scale ?? 0 });
  const db = app.db;

  async function logIn(who: 'demo' | 'admin'): Promise<string> {
    const { alias, password } = DEMO_ACCOUNTS[who];
    const response = await app.fetch(
      new Request('http://sandbox.test/api/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ alias, password }),
      }),
    );
    const { accessToken } = (await response.json()) as { accessToken: string };
    return accessToken;
  }
  const tokens: Record<Who, string | null> = { guest: null, demo: await logIn('demo'), admin: await logIn('admin') };

  /** The request with the bearer token of `who` (none for a guest). */
  function withUser(request: Request, who: Who): Request {
    const token = tokens[who];
    if (!token) return request;
    const headers = new Headers(request.headers);
    headers.set('authorization', `Bearer ${token}`);
    return new Request(request, { headers });
  }

  /** Calls the API as `who`; a body is sent as JSON (a string is sent as it is). */
  async function call(method: string, path: string, body?: unknown, who: Who = 'guest') {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const request = new Request(`http://sandbox.test/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const response = await app.fetch(withUser(request, who));
    const text = await response.text();
    return { status: response.status, json: parseJson(text), headers: response.headers };
  }

  return { db, app, call, withUser, close: () => app.close() };
}
export type MarketSandbox = Awaited<ReturnType<typeof openMarketSandbox>>;

/** Every table of the market, content and admin resources. */
export const ownedTables = [
  'market_manufacturer',
  'market_category',
  'market_tag',
  'market_period',
  'market_item',
  'market_package',
  'market_subscription',
  'market_coin_pack',
  'market_plan',
  'market_slide',
  'market_slider',
  'market_slide_group',
  'content_post_category',
  'content_post',
  'content_comment',
  'content_page',
  'link_template',
  'entity_url',
  'admin_reward',
  'admin_streaming_template',
  'admin_referral_code',
  'admin_micro_service',
  'admin_ms_route',
  'admin_policy_role',
  'admin_policy_permission',
] as const;

/** A digest of every owned table's rows (creation times left out), to show that a refused call wrote nothing. */
export async function fingerprint(db: PGlite): Promise<string> {
  const parts: string[] = [];
  for (const table of ownedTables) {
    const { rows } = await db.query<{ digest: string | null }>(`SELECT md5(string_agg((to_jsonb(t) - 'created_at')::text, '|' ORDER BY t.id)) AS digest FROM ${table} t`);
    parts.push(`${table}:${rows[0]?.digest ?? ''}`);
  }
  return parts.join('\n');
}
