// The security review found: "50 wrong passwords in 3 s were all answered 401 and the right one then
// worked. Throttle failed logins per account and per address (5 free, then growing delays with 429
// and Retry-After), the same for recovery sends."
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { call } from '../test-support/http';
import { Throttle } from './throttle';

describe('the throttle', () => {
  it('lets the free attempts through, then waits longer after each further one, and forgets in time', () => {
    let now = 0;
    const throttle = new Throttle(
      { free: 2, firstWaitSeconds: 2, maxWaitSeconds: 8, forgetAfterSeconds: 60 },
      () => now,
    );
    throttle.count(['a']);
    expect(throttle.waitFor('a')).toBe(0);
    throttle.count(['a']);
    expect(throttle.waitFor('a')).toBe(2);
    now += 2000;
    expect(throttle.waitFor('a')).toBe(0);
    throttle.count(['a']);
    expect(throttle.waitFor('a')).toBe(4);
    throttle.count(['a']);
    throttle.count(['a']);
    expect(throttle.waitFor('a')).toBe(8); // capped
    expect(throttle.waitFor('b')).toBe(0);
    now += 61_000;
    expect(throttle.waitFor('a')).toBe(0);
  });

  it('keeps a bounded number of keys, forgetting the least recently used', () => {
    const throttle = new Throttle(
      { free: 0, firstWaitSeconds: 10, maxWaitSeconds: 10, forgetAfterSeconds: 60 },
      () => 0,
    );
    for (let i = 0; i <= 10_000; i += 1) throttle.count([`key-${i}`]);
    expect(throttle.waitFor('key-0')).toBe(0);
    expect(throttle.waitFor('key-10000')).toBe(10);
  });
});

describe('sign-in and recovery sends are throttled', async () => {
  let now = Date.UTC(2030, 0, 1);
  const app = await createApp({ now: () => new Date(now) });
  afterAll(() => app.close());
  /** A call from a client address, as the Node server hands it over. */
  const from = (address: string, path: string, body: unknown) =>
    Promise.resolve(
      app.fetch(
        new Request(`http://sandbox.test/api/v1${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        { incoming: { socket: { remoteAddress: address } } },
      ),
    );
  const login = (password: string, alias = 'demo', address = '10.0.0.1') =>
    from(address, '/auth/login', { alias, password });

  it('5 wrong passwords are free; the 6th attempt waits with 429 and Retry-After, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login('wrong')).status).toBe(401);
    const refused = await login('demo1234');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toEqual({
      code: 1000,
      message: 'Too many attempts: try again in 2 s',
      retry_after: 2,
    });
    now += 2000;
    expect((await login('demo1234')).status).toBe(200);
    // A success starts the account over.
    expect((await login('wrong')).status).toBe(401);
  });

  it('the wait grows with each attempt past the free ones', async () => {
    for (let i = 0; i < 5; i += 1) await login('wrong', 'admin', '10.0.0.2');
    now += 2000;
    expect((await login('wrong', 'admin', '10.0.0.2')).status).toBe(401);
    expect((await login('admin1234', 'admin', '10.0.0.2')).headers.get('retry-after')).toBe('4');
    now += 4000;
    expect((await login('admin1234', 'admin', '10.0.0.2')).status).toBe(200);
  });

  it('one address trying many accounts is throttled too (20 failures free)', async () => {
    for (let i = 0; i < 20; i += 1) expect((await login('wrong', `nobody${i}`, '10.0.0.3')).status).toBe(401);
    expect((await login('demo1234', 'demo', '10.0.0.3')).status).toBe(429);
    expect((await login('demo1234', 'demo', '10.0.0.4')).status).toBe(200);
  });

  it('recovery sends: 3 free per email, then 429 with Retry-After; the answer never tells a known email apart', async () => {
    const send = (email: string, address = '10.0.0.5') =>
      from(address, '/account/password/recovery/send', { email });
    for (let i = 0; i < 3; i += 1) expect((await send('demo@rdc.test')).status).toBe(200);
    const refused = await send('demo@rdc.test');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let i = 0; i < 3; i += 1) expect((await send('nobody@rdc.test', '10.0.0.6')).status).toBe(200);
    expect((await send('nobody@rdc.test', '10.0.0.6')).status).toBe(429);
  });

  it('a partner page on another origin can read Retry-After', async () => {
    const answer = await call(app, 'POST', '/auth/login', {
      body: { alias: 'x', password: 'y' },
      origin: 'http://localhost:5174',
    });
    expect(answer.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });
});
