// Payments arriving at the same time: one idempotency key charges once; together they never
// overdraw the wallet.
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { findLot } from '../market/lots';
import { call, login } from '../test-support/http';

describe('concurrent payments', async () => {
  const app = await createApp();
  afterAll(() => app.close());
  const { accessToken: token } = await login(app);
  const item = (await findLot(app.db, 'item', 23))!;
  const price = item.price.RDC!;
  await call(app, 'POST', '/market/shopping_cart/edit', {
    token,
    body: { shopping_cart_items: [{ lot_id: item.id, lot_type: 'item', count: 1, currency: 'RDC' }] },
  });
  const card = (await call(app, 'POST', '/payment_card/list', { token })).json.list[0];
  const body = {
    token_id: card.payment_method_id,
    payment: card.payment,
    product: [{ lot_type: 'item', lot_id: item.id, count: 1 }],
  };
  const balance = async () => (await call(app, 'GET', '/wallet/balance', { token })).json.balance as number;
  const transactions = async () =>
    (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_transactions')).rows[0]!.n;

  it('20 parallel payments with one Idempotency-Key charge once and all answer the first result', async () => {
    const before = await balance();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(app, 'POST', '/payment_card/pay', { token, body, headers: { 'Idempotency-Key': 'same-click' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(await balance()).toBe(before - price);
    expect(await transactions()).toBe(1);
  });

  it('20 parallel payments that together exceed the balance never drive it below zero', async () => {
    const before = await balance();
    const affordable = Math.floor(before / price);
    expect(affordable).toBeLessThan(20);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        call(app, 'POST', '/payment_card/pay', { token, body, headers: { 'Idempotency-Key': `click-${n}` } }),
      ),
    );
    const successes = answers.filter((a) => a.status === 200);
    expect(successes).toHaveLength(affordable);
    expect(answers.filter((a) => a.status === 402 && /^Not enough RDC/.test(a.json.message))).toHaveLength(
      20 - affordable,
    );
    expect(await balance()).toBe(before - affordable * price);
    expect(await balance()).toBeGreaterThanOrEqual(0);
    expect(await transactions()).toBe(1 + affordable);
  });

  it('the same without idempotency keys', async () => {
    await call(app, 'POST', '/payment_card/pay', {
      token,
      body: { ...body, product: [...body.product, { lot_type: 'coin', lot_id: 1, count: 3 }] },
    });
    const before = await balance();
    const affordable = Math.floor(before / price);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(app, 'POST', '/payment_card/pay', { token, body })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(affordable);
    expect(await balance()).toBe(before - affordable * price);
  });
});
