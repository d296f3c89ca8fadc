// Test harness for the market, content and admin calls: the whole sandbox app in-process
// (createApp: in-memory database, migrations, demo world), with the demo and admin users logged in.
import type { PGlite } from '@electric-sql/pglite';
import { createApp } from '../app';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { call as callApp, digestTables, login } from './http';

export type Who = 'guest' | 'demo' | 'admin';

export async function openMarketSandbox(options: { scale?: number } = {}) {
  const app = await createApp({ scale: options.scale ?? 0 });
  const logIn = async (who: 'demo' | 'admin') =>
    (await login(app, DEMO_ACCOUNTS[who].alias, DEMO_ACCOUNTS[who].password)).accessToken;
  const tokens: Record<Who, string | undefined> = {
    guest: undefined,
    demo: await logIn('demo'),
    admin: await logIn('admin'),
  };

  /** The request with the bearer token of `who` (none for a guest). */
  function withUser(request: Request, who: Who): Request {
    const token = tokens[who];
    if (!token) return request;
    const headers = new Headers(request.headers);
    headers.set('authorization', `Bearer ${token}`);
    return new Request(request, { headers });
  }

  /** Calls the API as `who`; a body is sent as JSON (a string is sent as it is); a body that is not JSON reads as its text. */
  async function call(method: string, path: string, body?: unknown, who: Who = 'guest') {
    const res = await callApp(app, method, path, { body, token: tokens[who] });
    return { status: res.status, json: res.json ?? (res.text || undefined), headers: res.headers };
  }

  return { db: app.db, app, call, withUser, close: () => app.close() };
}
export type MarketSandbox = Awaited<ReturnType<typeof openMarketSandbox>>;

/** Every table of the market, content and admin resources. */
const ownedTables = [
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
export const fingerprint = (db: PGlite) => digestTables(db, ownedTables, "to_jsonb(t) - 'created_at'");
