// Test helper: a small shop behind a real HTTP server on a loopback port, standing in for the
// sandbox's auth, cart, wallet, card and address calls in core's store tests, where a test needs
// to script a failure or hold an answer. Core cannot use @rdc/sandbox (the sandbox depends on core:
// a dependency cycle would break `pnpm -r build`'s order); the stores against the real sandbox are
// tested in packages/sandbox/src/core-stores.test.ts. It keeps state per user, answers in the
// contract's shapes, and records every request.
import { afterAll } from 'vitest';
import { makeToken, sendJson, startServer, type ReceivedRequest, type TestServer } from './loopback-server';
import { configure, resetConfig } from '../src/config';
import { LOT_TYPES } from '../src/schemas/common';

export interface ShopLot {
  id: number;
  title: string;
  lot_type: (typeof LOT_TYPES)[number];
  price: { USD?: number; RDC?: number };
}

export interface ShopCard {
  payment_method_id: string;
  payment: 'stripe' | 'paypal';
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  priority: string;
}

interface CartRow {
  lot_id: number;
  lot_type: string;
  count: number;
  currency: string;
}

export interface Shop {
  server: TestServer;
  /** Base of the contract, e.g. http://127.0.0.1:1234/api/v1 */
  apiBase: string;
  lots: ShopLot[];
  carts: Map<number, CartRow[]>;
  /** Balance per user in RDC minor units, like the wallet answer. */
  balances: Map<number, number>;
  cards: Map<number, ShopCard[]>;
  addresses: Map<string, Record<string, unknown>[]>;
  /** Idempotency keys already paid, with their answer. */
  payments: Map<string, unknown>;
  /** Requests under the API base, by path (e.g. '/market/shopping_cart/edit'). */
  calls(path: string): ReceivedRequest[];
  /** Makes the next answers of a path fail with this status and body. */
  failNext(path: string, status: number, body?: unknown, times?: number): void;
  /** Holds the answers of a path until released. */
  hold(path: string): () => void;
  close(): Promise<void>;
}

/** An unsigned access token carrying the claims the session reads. */
function accessTokenFor(userId: number, alias: string): string {
  return makeToken({
    user_id: userId,
    alias,
    email: `${alias}@example.com`,
    role: 'public',
    session_id: `s${userId}`,
  });
}

const USERS = [
  { user_id: 1, alias: 'demo', password: 'demo1234' },
  { user_id: 2, alias: 'other', password: 'other1234' },
];

function userOf(request: ReceivedRequest): number {
  const auth = request.headers.authorization ?? '';
  const token = auth.replace(/^Bearer /, '');
  const part = token.split('.')[1];
  if (!part) return 0;
  try {
    return (JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as { user_id: number }).user_id;
  } catch {
    return 0;
  }
}

export async function startShop(options: { lots?: ShopLot[]; prefix?: string } = {}): Promise<Shop> {
  const prefix = options.prefix ?? '/api/v1';
  const lots: ShopLot[] = options.lots ?? [];
  const carts = new Map<number, CartRow[]>();
  const balances = new Map<number, number>([[1, 100000]]);
  const cards = new Map<number, ShopCard[]>();
  const addresses = new Map<string, Record<string, unknown>[]>();
  const payments = new Map<string, unknown>();
  const failures = new Map<string, { status: number; body: unknown; times: number }>();
  const holds = new Map<string, Promise<void>>();
  let nextId = 100;

  const grouped = (rows: CartRow[]) => {
    const answer: Record<string, unknown[]> = Object.fromEntries(LOT_TYPES.map((t) => [t, []]));
    for (const row of rows) {
      const lot = lots.find((l) => l.id === row.lot_id && l.lot_type === row.lot_type);
      if (lot) answer[row.lot_type]?.push({ product: lot, count: row.count, currency: row.currency });
    }
    return answer;
  };

  const routes: Record<string, (request: ReceivedRequest, user: number) => [number, unknown]> = {
    '/auth/login': (request) => {
      const body = request.json as { alias?: string; password?: string };
      const user = USERS.find((u) => u.alias === body.alias && u.password === body.password);
      if (!user) return [400, { code: 1000, message: 'wrong alias or password' }];
      return [
        200,
        { accessToken: accessTokenFor(user.user_id, user.alias), refreshToken: `r${user.user_id}` },
      ];
    },
    '/auth/logout': (request) => {
      const body = request.json as { value?: string };
      return body.value ? [200, { success: true }] : [401, { code: 1005, message: 'session not found' }];
    },
    '/market/shopping_cart/edit': (request, user) => {
      if (!user) return [401, { message: 'unauthorised' }];
      const rows = carts.get(user) ?? [];
      const entries = (request.json as { shopping_cart_items: CartRow[] }).shopping_cart_items;
      const unknown = entries.find(
        (e) => e.count > 0 && !lots.some((l) => l.id === e.lot_id && l.lot_type === e.lot_type),
      );
      if (unknown) return [400, { code: 1000, message: `there is no ${unknown.lot_type} ${unknown.lot_id}` }];
      for (const entry of entries) {
        const index = rows.findIndex((r) => r.lot_id === entry.lot_id && r.lot_type === entry.lot_type);
        if (entry.count === 0) {
          if (index >= 0) rows.splice(index, 1);
        } else if (index >= 0) rows[index] = { ...entry };
        else rows.push({ ...entry });
      }
      carts.set(user, rows);
      return [200, grouped(rows)];
    },
    '/wallet/balance': (_, user) => (user ? [200, { balance: balances.get(user) ?? 0 }] : [401, {}]),
    '/payment_card/list': (_, user) => {
      const list = cards.get(user) ?? [];
      return [200, { count: list.length, list }];
    },
    '/payment_card/delete': (request, user) => {
      const id = (request.json as { payment_method_id: string }).payment_method_id;
      cards.set(
        user,
        (cards.get(user) ?? []).filter((c) => c.payment_method_id !== id),
      );
      return [200, { success: true }];
    },
    '/payment_card/set_default': (request, user) => {
      const id = (request.json as { payment_method_id: string }).payment_method_id;
      const list = cards.get(user) ?? [];
      const target = list.find((c) => c.payment_method_id === id);
      const previous = list.find((c) => c.priority === '1');
      if (target && previous) previous.priority = target.priority;
      if (target) target.priority = '1';
      return [200, { success: true }];
    },
    '/payment_card/pay': (request, user) => {
      const key = request.headers['idempotency-key'];
      if (typeof key === 'string' && payments.has(key)) return [200, payments.get(key)];
      const body = request.json as { product: { lot_type: string; lot_id: number; count: number }[] };
      const answer: Record<string, unknown[]> = Object.fromEntries(LOT_TYPES.map((t) => [t, []]));
      for (const p of body.product) {
        const lot = lots.find((l) => l.id === p.lot_id && l.lot_type === p.lot_type);
        if (lot) answer[p.lot_type]?.push({ product: lot, count: p.count, currency: 'USD' });
      }
      carts.set(user, []);
      if (typeof key === 'string') payments.set(key, answer);
      return [200, answer];
    },
    '/payment_paypal/get_data': () => [
      200,
      { access_token: `pp-${nextId++}`, customer_id: 'cust-1', expires: 60 },
    ],
    '/payment_paypal/add_card': (request, user) => {
      const body = request.json as { payment_method_id: string; customer_id: string };
      const card: ShopCard = {
        payment_method_id: body.payment_method_id,
        payment: 'paypal',
        brand: 'visa',
        last4: '1111',
        exp_month: 12,
        exp_year: 2030,
        priority: '0',
      };
      cards.set(user, [...(cards.get(user) ?? []), card]);
      return [200, { ...card, customer_id: body.customer_id }];
    },
    '/payment_stripe/add_card': (request, user) => {
      const body = request.json as { payment_method_id: string };
      const card: ShopCard = {
        payment_method_id: body.payment_method_id,
        payment: 'stripe',
        brand: 'mastercard',
        last4: '4444',
        exp_month: 1,
        exp_year: 2031,
        priority: '0',
      };
      cards.set(user, [...(cards.get(user) ?? []), card]);
      return [200, card];
    },
    '/__vault/paypal/cards': (request) => {
      const auth = request.headers.authorization ?? '';
      if (!auth.startsWith('Bearer pp-')) return [401, { message: 'no token' }];
      return [201, { id: `vault-${nextId++}` }];
    },
    '/account/password/recovery/send': () => [200, {}],
    '/account/password/recovery': (request) => {
      const body = request.json as { recovery_token: string };
      if (body.recovery_token !== 'good-token')
        return [400, { code: 1002, message: 'recovery token not found' }];
      return [200, { accessToken: accessTokenFor(1, 'demo'), refreshToken: 'r1' }];
    },
    '/account/password/change': () => [200, {}],
    '/account/verify': (request) => {
      const body = request.json as { code: string };
      return body.code === 'good-code' ? [200, {}] : [400, { message: 'verification code not found' }];
    },
    '/account/settings': (request) =>
      request.method === 'GET'
        ? [200, addresses.get('settings')?.[0] ?? {}]
        : (addresses.set('settings', [request.json as Record<string, unknown>]), [200, {}]),
    '/auth/register': (request) => {
      const body = request.json as { alias: string };
      if (body.alias === 'taken') return [400, { Message: 'alias already taken' }];
      return [200, { accessToken: accessTokenFor(3, body.alias), refreshToken: 'r3' }];
    },
  };

  for (const kind of ['billing', 'game', 'shipping']) {
    const store = (user: number, type: string) => `${user}:${type}`;
    routes[`/address/${kind}/list_by_user_id`] = (request, user) => {
      const list = addresses.get(store(user, (request.json as { type: string }).type)) ?? [];
      return [200, { count: list.length, list }];
    };
    routes[`/address/${kind}/add`] = (request, user) => {
      const body = request.json as Record<string, unknown>;
      const type = kind === 'game' ? String(body.type) : kind;
      const saved = {
        ...body,
        id: nextId++,
        priority: false,
        ...(kind === 'shipping' ? { type: 'shipping' } : {}),
      };
      addresses.set(store(user, type), [...(addresses.get(store(user, type)) ?? []), saved]);
      return [200, saved];
    };
    routes[`/address/${kind}/edit`] = (request, user) => {
      const body = request.json as Record<string, unknown>;
      for (const [key, list] of addresses) {
        if (!key.startsWith(`${user}:`)) continue;
        const index = list.findIndex((a) => a.id === body.id);
        if (index >= 0) {
          list[index] = { ...list[index], ...body };
          return [200, list[index]];
        }
      }
      return [400, { message: 'no such address' }];
    };
    routes[`/address/${kind}/delete`] = (request, user) => {
      const id = (request.json as { id: number }).id;
      for (const [key, list] of addresses) {
        if (key.startsWith(`${user}:`))
          addresses.set(
            key,
            list.filter((a) => a.id !== id),
          );
      }
      return [200, { success: true }];
    };
    routes[`/address/${kind}/set_priority`] = (request, user) => {
      const id = (request.json as { id: number }).id;
      for (const [key, list] of addresses) {
        if (key.startsWith(`${user}:`) && list.some((a) => a.id === id))
          for (const a of list) a.priority = a.id === id;
      }
      return [200, { success: true }];
    };
  }

  const server = await startServer(async (request, response) => {
    const path = request.url.split('?')[0]?.replace(prefix, '') ?? '';
    const held = holds.get(path);
    if (held) await held;
    const failure = failures.get(path);
    if (failure) {
      failure.times--;
      if (failure.times <= 0) failures.delete(path);
      sendJson(response, failure.status, failure.body);
      return;
    }
    const route = routes[path];
    if (!route) {
      sendJson(response, 404, { code: 1000, message: `no such call: ${path}` });
      return;
    }
    const [status, body] = route(request, userOf(request));
    sendJson(response, status, body);
  });

  return {
    server,
    apiBase: `${server.origin}${prefix}`,
    lots,
    carts,
    balances,
    cards,
    addresses,
    payments,
    calls: (path) => server.requests.filter((r) => r.url.split('?')[0] === `${prefix}${path}`),
    failNext(path, status, body = {}, times = 1) {
      failures.set(path, { status, body, times });
    },
    hold(path) {
      let release = () => {};
      holds.set(
        path,
        new Promise<void>((resolve) => {
          release = () => {
            holds.delete(path);
            resolve();
          };
        }),
      );
      return release;
    },
    close: () => server.close(),
  };
}

/**
 * Starts a shop for one test file and points the page's client at it; closes it after the file.
 * Call at the top level of a test file: `const shop = await useShop();`.
 */
export async function useShop(options: Parameters<typeof startShop>[0] = {}): Promise<Shop> {
  const shop = await startShop(options);
  configure({ apiBase: shop.apiBase });
  afterAll(async () => {
    resetConfig();
    await shop.close();
  });
  return shop;
}
