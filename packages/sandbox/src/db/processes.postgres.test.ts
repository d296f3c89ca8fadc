// Several processes on one database must hold: "four sandbox processes on one database, 50 parallel payments against one balance
// spread over them, never a negative balance, one charge per Idempotency-Key, and the cart of a
// player moving between processes intact". Real `src/main.ts` processes on free ports, sharing
// a fresh database on the PostgreSQL server of SANDBOX_TEST_DATABASE_URL (vitest.config.ts runs
// this file only when that is set).
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { call, login } from '../test-support/http';
import { onServer, withDatabase } from './postgres';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const serverUrl = process.env.SANDBOX_TEST_DATABASE_URL as string;

function startProcess(databaseUrl: string) {
  const child = spawn(process.execPath, ['--conditions=@rdc/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: { ...process.env, PORT: '0', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = new Promise<string>((resolve, reject) => {
    const onData = (chunk: string) => {
      output += chunk;
      const match = /sandbox API on (http:\/\/127\.0\.0\.1:\d+)\/api\/v1/.exec(output);
      if (match) resolve(match[1] as string);
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    child.once('exit', (code) => reject(new Error(`a sandbox process exited with ${code}:\n${output}`)));
  });
  return { child, origin };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The test helpers' `app.fetch`, sent to a process over HTTP. */
const viaHttp = (origin: string) => ({
  fetch: async (request: Request) => {
    const { pathname, search } = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.text();
    return fetch(`${origin}${pathname}${search}`, { method: request.method, headers: request.headers, body });
  },
});

describe('four sandbox processes on one PostgreSQL database', async () => {
  const name = `sandbox_processes_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (server) => server.query(`CREATE DATABASE ${name}`));
  const databaseUrl = withDatabase(serverUrl, name);
  // All four start at once on the empty database: one migrates and seeds, the others wait for it.
  const processes = Array.from({ length: 4 }, () => startProcess(databaseUrl));
  afterAll(async () => {
    await Promise.all(processes.map((p) => stop(p.child)));
    await onServer(serverUrl, (server) => server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });
  const apps = (await Promise.all(processes.map((p) => p.origin))).map(viaHttp);
  const [first, second, third] = apps as [
    ReturnType<typeof viaHttp>,
    ReturnType<typeof viaHttp>,
    ReturnType<typeof viaHttp>,
  ];
  const { accessToken: token } = await login(first);
  const query = <T>(sql: string) =>
    onServer(databaseUrl, async (client) => (await client.query(sql)).rows as T[]);
  const balance = async () =>
    (await call(second, 'GET', '/wallet/balance', { token })).json.balance as number;
  const transactions = async () =>
    (await query<{ n: number }>('SELECT count(*)::int AS n FROM payment_transactions'))[0]!.n;

  it('seeded the demo world once, though four processes started at once', async () => {
    const [users] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE alias = 'demo'`);
    expect(users!.n).toBe(1);
    const [seeded] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM sandbox_meta WHERE key = 'seeded_at'`,
    );
    expect(seeded!.n).toBe(1);
  });

  it('keeps the cart of a player moving between processes intact', async () => {
    const lines = [
      { lot_id: 23, lot_type: 'item', count: 1, currency: 'RDC' },
      { lot_id: 1, lot_type: 'coin', count: 2, currency: 'USD' },
    ];
    const edited = await call(first, 'POST', '/market/shopping_cart/edit', {
      token,
      body: { shopping_cart_items: lines },
    });
    expect(edited.status).toBe(200);
    for (const app of [second, third]) {
      const read = await call(app, 'POST', '/market/shopping_cart/edit', {
        token,
        body: { shopping_cart_items: [] },
      });
      expect(read.status).toBe(200);
      expect(read.json).toEqual(edited.json);
    }
    await call(third, 'POST', '/market/shopping_cart/edit', {
      token,
      body: { shopping_cart_items: [{ lot_id: 1, lot_type: 'coin', count: 0, currency: 'USD' }] },
    });
    const afterRemoval = await call(second, 'POST', '/market/shopping_cart/edit', {
      token,
      body: { shopping_cart_items: [] },
    });
    expect(afterRemoval.json.coin).toEqual([]);
    expect(afterRemoval.json.item).toEqual(edited.json.item);
  });

  it('50 parallel payments spread over the four never overdraw the balance, and each Idempotency-Key charges once', async () => {
    // The RDC price applies because the cart line of item 23 is in RDC.
    await call(first, 'POST', '/market/shopping_cart/edit', {
      token,
      body: { shopping_cart_items: [{ lot_id: 23, lot_type: 'item', count: 1, currency: 'RDC' }] },
    });
    const card = (await call(first, 'POST', '/payment_card/list', { token })).json.list[0];
    const item = (await query<{ price: { RDC: number } }>('SELECT price FROM market_item WHERE id = 23'))[0];
    const price = item!.price.RDC;
    const body = {
      token_id: card.payment_method_id,
      payment: card.payment,
      product: [{ lot_type: 'item', lot_id: 23, count: 1 }],
    };
    const before = await balance();
    const affordable = Math.floor(before / price);
    expect(affordable).toBeGreaterThan(0);
    expect(affordable).toBeLessThan(50);
    const transactionsBefore = await transactions();

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        call(apps[n % 4]!, 'POST', '/payment_card/pay', {
          token,
          body,
          headers: { 'Idempotency-Key': `click-${n}` },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(affordable);
    expect(answers.filter((a) => a.status === 402 && /^Not enough RDC/.test(a.json.message))).toHaveLength(
      50 - affordable,
    );
    expect(await balance()).toBe(before - affordable * price);
    expect(await balance()).toBeGreaterThanOrEqual(0);
    const [lowest] = await query<{ min: number }>(
      'SELECT min(balance_after)::int AS min FROM payment_transactions',
    );
    expect(lowest!.min).toBeGreaterThanOrEqual(0);
    expect(await transactions()).toBe(transactionsBefore + affordable);

    // A paid key replayed on every process answers the first result and charges nothing.
    const paid = answers.findIndex((a) => a.status === 200);
    const replays = await Promise.all(
      apps.map((app) =>
        call(app, 'POST', '/payment_card/pay', {
          token,
          body,
          headers: { 'Idempotency-Key': `click-${paid}` },
        }),
      ),
    );
    expect(replays.map((r) => r.text)).toEqual(Array(4).fill(answers[paid]!.text));
    expect(await transactions()).toBe(transactionsBefore + affordable);
  });

  it('one new Idempotency-Key sent to all four processes at once charges once', async () => {
    await call(first, 'POST', '/payment_card/pay', {
      token,
      body: { ...(await payBody()), product: [{ lot_type: 'coin', lot_id: 1, count: 3 }] },
      headers: { 'Idempotency-Key': 'top-up' },
    });
    const before = await balance();
    const count = await transactions();
    const body = await payBody();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        call(apps[n % 4]!, 'POST', '/payment_card/pay', {
          token,
          body,
          headers: { 'Idempotency-Key': 'same-click' },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(await transactions()).toBe(count + 1);
    expect(await balance()).toBeLessThan(before);
  });

  async function payBody() {
    const card = (await call(first, 'POST', '/payment_card/list', { token })).json.list[0];
    return {
      token_id: card.payment_method_id,
      payment: card.payment,
      product: [{ lot_type: 'item', lot_id: 23, count: 1 }],
    };
  }
});
