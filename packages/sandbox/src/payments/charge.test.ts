// What a payment takes: each product in the currency it is sent with, periods priced as chosen,
// and the charge the player was shown or nothing (the order summary's `expected`).
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { findLot } from '../market/lots';
import { call, coreFingerprint, login } from '../test-support/http';

describe('the charge of a payment', async () => {
  const app = await createApp({});
  afterAll(() => app.close());
  const { accessToken: token } = await login(app);
  const item = (await findLot(app.db, 'item', 23))!; // 129.90 RDC, inside demo's 1000.00
  const coin = (await findLot(app.db, 'coin', 6))! as typeof item & { count: number };
  const plan = (await findLot(app.db, 'plan', 1))! as typeof item & {
    periods: Array<{ id: number; length: number }>;
  };
  const subscription = (await findLot(app.db, 'subscription', 1))!;
  const { list: cards } = (await call(app, 'POST', '/payment_card/list', { token })).json as {
    list: Array<{ payment_method_id: string; payment: string; priority: string }>;
  };
  const card = cards.find((candidate) => candidate.priority === '1')!;
  const balance = async () => (await call(app, 'GET', '/wallet/balance', { token })).json.balance as number;
  const pay = (product: unknown[], extra: Record<string, unknown> = {}) =>
    call(app, 'POST', '/payment_card/pay', {
      token,
      body: { token_id: card.payment_method_id, payment: card.payment, product, ...extra },
    });
  const usd = (lot: { price: Record<string, unknown> }) => lot.price.USD as number;
  const rdc = (lot: { price: Record<string, unknown> }) => lot.price.RDC as number;

  it('a product sent in RDC is taken from the wallet, with no cart line for it (Buy now), and the answer says what was charged', async () => {
    const before = await balance();
    const res = await pay([{ lot_type: 'item', lot_id: item.id, count: 1, currency: 'RDC' }]);
    expect(res.status).toBe(200);
    expect(res.json.charged).toEqual({ USD: 0, RDC: rdc(item) });
    expect(res.json.item[0]).toMatchObject({ count: 1, currency: 'RDC', total: rdc(item) });
    expect(await balance()).toBe(before - rdc(item));
    expect(res.json.balance).toBe(before - rdc(item));
  });

  it('a product sent in USD is charged to the card and leaves the wallet alone', async () => {
    const before = await balance();
    const res = await pay([{ lot_type: 'item', lot_id: item.id, count: 2, currency: 'USD' }]);
    expect(res.json.charged).toEqual({ USD: 2 * usd(item), RDC: 0 });
    expect(await balance()).toBe(before);
  });

  it('"Plan prices are multiplied by the period length (default 1)": a plan for 6 months, a subscription for 12', async () => {
    const sixMonths = plan.periods.find((period) => period.length === 6)!;
    const res = await pay([
      { lot_type: 'plan', lot_id: plan.id, count: 1, period_id: sixMonths.id, currency: 'USD' },
      { lot_type: 'subscription', lot_id: subscription.id, count: 1, period_id: 4, currency: 'USD' },
    ]);
    expect(res.status).toBe(200);
    expect(res.json.charged.USD).toBe(usd(plan) * 6 + usd(subscription) * 12);
    expect(res.json.plan[0]).toMatchObject({
      period_id: sixMonths.id,
      period: { id: sixMonths.id, length: 6 },
    });
    expect(res.json.subscription[0]).toMatchObject({
      period: { id: 4, length: 12 },
      total: usd(subscription) * 12,
    });
  });

  it('coin packs top the wallet up before the RDC lines are taken, and are charged in USD', async () => {
    const before = await balance();
    const res = await pay([
      { lot_type: 'item', lot_id: item.id, count: 3, currency: 'RDC' },
      { lot_type: 'coin', lot_id: coin.id, count: 2, currency: 'USD' },
    ]);
    expect(res.status).toBe(200);
    expect(res.json.charged).toEqual({ USD: 2 * usd(coin), RDC: 3 * rdc(item) });
    expect(res.json.credited).toBe(2 * coin.count);
    expect(await balance()).toBe(before + 2 * coin.count - 3 * rdc(item));
  });

  it.each([
    [
      'a currency the lot has no price in',
      [{ lot_type: 'coin', lot_id: coin.id, count: 1, currency: 'RDC' }],
      'coin packs are bought in USD',
    ],
    [
      'a period the plan does not offer',
      [{ lot_type: 'plan', lot_id: plan.id, count: 1, period_id: 99 }],
      `plan ${plan.id} has no period 99`,
    ],
    [
      'a period that does not exist, on a subscription',
      [{ lot_type: 'subscription', lot_id: subscription.id, count: 1, period_id: 99 }],
      `subscription ${subscription.id} has no period 99`,
    ],
    [
      'a period on an item',
      [{ lot_type: 'item', lot_id: item.id, count: 1, period_id: 1 }],
      `item ${item.id} has no periods`,
    ],
  ])('refuses %s with 400 code 1000 and charges nothing', async (_, product, message) => {
    const before = await coreFingerprint(app.db);
    const res = await pay(product);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 1000, message });
    expect(await coreFingerprint(app.db)).toBe(before);
  });

  it('a charge other than the one shown is refused (409, "The price has changed") and nothing is taken', async () => {
    const product = [{ lot_type: 'item', lot_id: item.id, count: 1, currency: 'USD' }];
    const before = await coreFingerprint(app.db);
    const stale = await pay(product, { expected: { USD: usd(item) - 100, RDC: 0 } });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe(1000);
    expect(stale.json.message).toMatch(/^The price has changed/);
    expect(await coreFingerprint(app.db)).toBe(before);

    const shown = await pay(product, { expected: { USD: usd(item), RDC: 0 } });
    expect(shown.status).toBe(200);
    expect(shown.json.charged).toEqual({ USD: usd(item), RDC: 0 });
  });

  it('the transaction on record holds each line with its currency, period and total, and the amounts taken', async () => {
    const res = await pay([
      { lot_type: 'subscription', lot_id: subscription.id, count: 1, period_id: 2, currency: 'RDC' },
      { lot_type: 'item', lot_id: item.id, count: 1, currency: 'USD' },
    ]);
    const record = (
      await call(app, 'POST', '/payment_transaction/get_by_id', {
        token,
        body: { id: res.json.transaction_id },
      })
    ).json.list[0];
    expect(record.amount).toEqual({ USD: usd(item), RDC: rdc(subscription) * 3 });
    expect(record.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(record.products.subscription[0]).toMatchObject({
      currency: 'RDC',
      period: { id: 2, length: 3 },
      total: rdc(subscription) * 3,
    });
    expect(record.products.item[0]).toMatchObject({ currency: 'USD', count: 1, total: usd(item) });
  });
});

describe("the server cart keeps a line's chosen period", async () => {
  const app = await createApp({});
  afterAll(() => app.close());
  const { accessToken: token } = await login(app);
  const cart = (items: unknown[]) =>
    call(app, 'POST', '/market/shopping_cart/edit', { token, body: { shopping_cart_items: items } });

  it('a subscription line answers with its period, on this read and the next', async () => {
    const res = await cart([
      { lot_id: 1, lot_type: 'subscription', count: 1, currency: 'USD', period_id: 4 },
    ]);
    expect(res.json.subscription).toEqual([
      expect.objectContaining({ count: 1, currency: 'USD', period_id: 4, period: { id: 4, length: 12 } }),
    ]);
    expect((await cart([])).json.subscription[0].period).toEqual({ id: 4, length: 12 });
  });

  it('refuses a period the lot does not offer (400 code 1000)', async () => {
    expect(
      (await cart([{ lot_id: 1, lot_type: 'plan', count: 1, currency: 'USD', period_id: 77 }])).json,
    ).toEqual({ code: 1000, message: 'plan 1 has no period 77' });
    expect(
      (await cart([{ lot_id: 3, lot_type: 'item', count: 1, currency: 'USD', period_id: 1 }])).status,
    ).toBe(400);
  });
});
