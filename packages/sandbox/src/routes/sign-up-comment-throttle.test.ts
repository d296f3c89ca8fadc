// "150 registrations from one address in 11 s, all 200; 400 comments of 4.9 KB in 3.3 s, all 200,
// from an unverified account; get-comments has no paging. Throttle registration and creator sign-up
// per address, and comments per account and per address (429 with Retry-After, shown to the player
// as a wait); page comments; decide whether an unverified account may comment and say so."
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { call, login } from '../test-support/http';

describe('new accounts, comments and their pages', async () => {
  let now = Date.UTC(2030, 0, 1);
  const app = await createApp({ now: () => new Date(now) });
  afterAll(() => app.close());
  /** A call from a client address, as the Node server hands it over. */
  const from = async (address: string, path: string, body: unknown, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const request = new Request(`http://sandbox.test/api/v1${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return app.fetch(request, { incoming: { socket: { remoteAddress: address } } });
  };
  const register = (n: number, address: string) =>
    from(address, '/auth/register', {
      alias: `pilot${n}`,
      email: `pilot${n}@rdc.test`,
      password: 'secret1',
      bdate: '01/02/1990',
      agreement: true,
    });

  it("10 new accounts an hour from one address; the 11th (register form or creators' sign-up alike) waits 60 s", async () => {
    for (let n = 0; n < 10; n += 1) expect((await register(n, '10.1.0.1')).status).toBe(200);
    const refused = await register(10, '10.1.0.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({
      code: 1000,
      message: 'Too many attempts: try again in 60 s',
      retry_after: 60,
    });
    expect((await register(11, '10.1.0.2')).status).toBe(200);
    // Sent all at once, registrations cannot slip past the check together.
    const burst = await Promise.all(
      [40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51].map((n) => register(n, '10.1.0.9')),
    );
    expect(burst.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(200), 429, 429]);
    now += 60_000;
    expect((await register(10, '10.1.0.1')).status).toBe(200);
  });

  it('an unverified account may not comment (403) until it uses its code', async () => {
    const { accessToken } = (await (await register(20, '10.1.0.3')).json()) as { accessToken: string };
    const refused = await from(
      '10.1.0.3',
      '/content/posts/creare-comment',
      { post_id: 39, text: 'hello' },
      accessToken,
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: 1000,
      message: 'Confirm your email address before you comment',
    });
  });

  it("5 comments in a row per account, then 429 with Retry-After; a minute's pause starts over", async () => {
    const { accessToken } = await login(app, DEMO_ACCOUNTS.demo.alias, DEMO_ACCOUNTS.demo.password);
    const comment = (text: string) =>
      from('10.1.0.4', '/content/posts/creare-comment', { post_id: 39, text }, accessToken);
    for (let i = 0; i < 5; i += 1) expect((await comment(`remark ${i}`)).status).toBe(200);
    const refused = await comment('one too many');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('10');
    now += 61_000;
    expect((await comment('after a pause')).status).toBe(200);
  });

  it('one address commenting from many accounts is throttled too (30 free)', async () => {
    const tokens: string[] = [];
    for (let n = 30; n < 37; n += 1) {
      const { accessToken } = (await (await register(n, `10.2.0.${n}`)).json()) as { accessToken: string };
      tokens.push(accessToken);
    }
    await app.db.query("UPDATE users SET verified = true WHERE alias LIKE 'pilot3_'");
    const statuses: number[] = [];
    // Seven accounts, five comments each: within every account's limit, past the address's.
    for (const token of tokens) {
      for (let i = 0; i < 5; i += 1)
        statuses.push(
          (await from('10.1.0.5', '/content/posts/creare-comment', { post_id: 38, text: `x${i}` }, token))
            .status,
        );
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
  });

  it('get-comments answers a page: limit (default 20, at most 100) and offset; count is every top-level comment', async () => {
    const all = (
      await call(app, 'POST', '/content/posts/get-comments', { body: { post_id: 39, limit: 100 } })
    ).json;
    expect(all.count).toBeGreaterThan(5);
    const first = (
      await call(app, 'POST', '/content/posts/get-comments', { body: { post_id: 39, limit: 2 } })
    ).json;
    const second = (
      await call(app, 'POST', '/content/posts/get-comments', { body: { post_id: 39, limit: 2, offset: 2 } })
    ).json;
    expect(first.count).toBe(all.count);
    expect(first.list.map((c: { id: number }) => c.id)).toEqual(
      all.list.slice(0, 2).map((c: { id: number }) => c.id),
    );
    expect(second.list.map((c: { id: number }) => c.id)).toEqual(
      all.list.slice(2, 4).map((c: { id: number }) => c.id),
    );
    const byDefault = (await call(app, 'POST', '/content/posts/get-comments', { body: { post_id: 39 } }))
      .json;
    expect(byDefault.list).toHaveLength(Math.min(20, all.count));
    expect(
      (await call(app, 'POST', '/content/posts/get-comments', { body: { post_id: 39, limit: 101 } })).status,
    ).toBe(400);
  });
});
