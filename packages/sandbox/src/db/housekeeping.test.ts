// A sandbox left running keeps only what can still be used: expired sessions, recovery tokens and
// day-old Idempotency-Keys are forgotten, at start and by purgeExpired().
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { call, login } from '../test-support/http';
import { IDEMPOTENCY_KEY_TTL_MS } from './housekeeping';

const HOUR = 60 * 60 * 1000;

describe('purging what has expired', async () => {
  const clock = { ms: Date.parse('2026-11-21T12:00:00Z') };
  const app = await createApp({ now: () => new Date(clock.ms) });
  afterAll(() => app.close());
  const count = async (table: string) =>
    (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

  it('forgets a session once its refresh token has expired, and keeps a live one usable', async () => {
    const plain = await login(app, 'demo', 'demo1234', false);
    const remembered = await login(app, 'demo', 'demo1234', true);
    clock.ms += 25 * HOUR; // past the plain session's day, within the remembered one's 30 days
    const before = await count('sessions');
    expect((await app.purgeExpired()).sessions).toBe(1);
    expect(await count('sessions')).toBe(before - 1);
    const refreshed = await call(app, 'POST', '/auth/refresh', { body: { value: remembered.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect(
      (await call(app, 'POST', '/auth/refresh', { body: { value: plain.refreshToken } })).json.code,
    ).toBe(1005);
  });

  it('forgets an Idempotency-Key after a day: until then a replay answers the first result', async () => {
    const card = (await call(app, 'POST', '/payment_card/list', { token: (await login(app)).accessToken }))
      .json.list[0];
    const body = {
      token_id: card.payment_method_id,
      payment: card.payment,
      product: [{ lot_type: 'coin', lot_id: 1, count: 1 }],
    };
    // A fresh sign-in each time: access tokens live minutes, the clock moves by hours.
    const pay = async () =>
      call(app, 'POST', '/payment_card/pay', {
        token: (await login(app)).accessToken,
        body,
        headers: { 'Idempotency-Key': 'purge-me' },
      });
    const first = await pay();
    expect(first.status).toBe(200);
    clock.ms += IDEMPOTENCY_KEY_TTL_MS - HOUR;
    await app.purgeExpired();
    expect((await pay()).text).toBe(first.text);
    clock.ms += 2 * HOUR;
    expect((await app.purgeExpired()).idempotencyKeys).toBe(1);
    expect(await count('idempotency_keys')).toBe(0);
  });
});
