import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { findLot } from '../market/lots';
import { call, login } from '../test-support/http';

const clock = { ms: Date.UTC(2030, 5, 1, 9, 0, 0) };
const billing_address = {
  line1: '9 Dock Road',
  city: 'Port',
  state: 'PR',
  postal_code: '12345',
  country_code: 'US',
};
const vaultCard = (number: string) => ({
  number,
  expire: '2033-04',
  security_code: '321',
  name: 'Test Pilot',
  billing_address,
});

describe('wallet, cart, cards and payments', async () => {
  const app = await createApp({ now: () => new Date(clock.ms), paypalTtlSeconds: 300 });
  afterAll(() => app.close());
  const db = app.db;
  const { accessToken: token } = await login(app);
  const { accessToken: adminToken } = await login(app, 'admin', 'admin1234');

  const item = (await findLot(db, 'item', 23))!; // 129.90 RDC
  const item2 = (await findLot(db, 'item', 2))!;
  const pkg = (await findLot(db, 'package', 1))!;
  const subscription = (await findLot(db, 'subscription', 1))!;
  const coin = (await findLot(db, 'coin', 1))! as typeof item & { count: number };
  const plan = (await findLot(db, 'plan', 1))! as typeof item & {
    periods: Array<{ id: number; length: number }>;
  };
  const balance = async (who = token) =>
    (await call(app, 'GET', '/wallet/balance', { token: who })).json.balance as number;
  const transactionCount = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_transactions')).rows[0]!.n;
  const cart = (items: unknown[], who = token) =>
    call(app, 'POST', '/market/shopping_cart/edit', { token: who, body: { shopping_cart_items: items } });
  const cards = async () =>
    (await call(app, 'POST', '/payment_card/list', { token })).json.list as Array<Record<string, string>>;
  const defaultCard = async () => (await cards()).find((card) => card.priority === '1')!;

  describe('wallet', () => {
    it('GET /wallet and GET /wallet/balance answer the RDC balance in minor units (1000.00 RDC is 100000)', async () => {
      expect((await call(app, 'GET', '/wallet', { token })).json).toEqual({
        balance: 100_000,
        currency: 'RDC',
        user_id: 1,
      });
      expect((await call(app, 'GET', '/wallet/balance', { token })).json).toEqual({ balance: 100_000 });
      expect(await balance(adminToken)).toBe(0);
    });
  });

  describe('cart', () => {
    it('stores lines per user and answers the cart grouped by lot type with { product, count, currency }', async () => {
      const res = await cart([
        { lot_id: item.id, lot_type: 'item', count: 2, currency: 'RDC' },
        { lot_id: pkg.id, lot_type: 'package', count: 1, currency: 'USD' },
      ]);
      expect(res.status).toBe(200);
      expect(Object.keys(res.json).sort()).toEqual(['coin', 'item', 'package', 'plan', 'subscription']);
      expect(res.json.item).toEqual([
        {
          product: expect.objectContaining({ id: item.id, lot_type: 'item', title: item.title }),
          count: 2,
          currency: 'RDC',
        },
      ]);
      expect(res.json.package).toEqual([
        { product: expect.objectContaining({ id: pkg.id, lot_type: 'package' }), count: 1, currency: 'USD' },
      ]);
      expect((await cart([], adminToken)).json.item).toEqual([]);
    });

    it("replaces a line's count and currency, and count 0 deletes it", async () => {
      expect(
        (await cart([{ lot_id: pkg.id, lot_type: 'package', count: 3, currency: 'RDC' }])).json.package,
      ).toEqual([expect.objectContaining({ count: 3, currency: 'RDC' })]);
      const res = await cart([{ lot_id: pkg.id, lot_type: 'package', count: 0, currency: 'USD' }]);
      expect(res.json.package).toEqual([]);
      expect(res.json.item).toHaveLength(1);
    });

    it('stores a subscription count as 1 ("a subscription count stays 1")', async () => {
      const res = await cart([
        { lot_id: subscription.id, lot_type: 'subscription', count: 4, currency: 'USD' },
      ]);
      expect(res.json.subscription).toEqual([expect.objectContaining({ count: 1 })]);
      await cart([{ lot_id: subscription.id, lot_type: 'subscription', count: 0, currency: 'USD' }]);
    });

    it('refuses an unknown lot, a disabled lot and coin packs in RDC, and needs a user', async () => {
      expect((await cart([{ lot_id: 99_999, lot_type: 'item', count: 1, currency: 'USD' }])).json).toEqual({
        code: 1000,
        message: 'there is no item 99999',
      });
      expect((await cart([{ lot_id: 29, lot_type: 'item', count: 1, currency: 'USD' }])).json.message).toBe(
        'item 29 is not for sale',
      );
      expect((await cart([{ lot_id: coin.id, lot_type: 'coin', count: 1, currency: 'RDC' }])).status).toBe(
        400,
      );
      expect(
        (await call(app, 'POST', '/market/shopping_cart/edit', { body: { shopping_cart_items: [] } })).status,
      ).toBe(401);
    });
  });

  describe('cards', () => {
    it("lists the demo user's saved Visa 4242 as the default", async () => {
      const res = await call(app, 'POST', '/payment_card/list', { token });
      expect(res.json.count).toBe(1);
      expect(res.json.list[0]).toMatchObject({
        payment: 'stripe',
        brand: 'visa',
        last4: '4242',
        priority: '1',
        exp_month: 12,
      });
    });

    it('vaults a card with Stripe and saves it with add_card; it takes the next priority', async () => {
      const vaulted = await call(app, 'POST', '/__vault/stripe/cards', {
        body: vaultCard('5555555555554444'),
      });
      expect(vaulted.status).toBe(200);
      expect(vaulted.json).toMatchObject({
        payment_method_id: expect.stringMatching(/^pm_/),
        brand: 'mastercard',
        last4: '4444',
        exp_month: 4,
        exp_year: 2033,
      });
      const added = await call(app, 'POST', '/payment_stripe/add_card', {
        token,
        body: { payment_method_id: vaulted.json.payment_method_id },
      });
      expect(added.json).toMatchObject({
        payment: 'stripe',
        brand: 'mastercard',
        last4: '4444',
        priority: '2',
      });
      expect(
        (
          await call(app, 'POST', '/payment_stripe/add_card', {
            token,
            body: { payment_method_id: vaulted.json.payment_method_id },
          })
        ).status,
      ).toBe(409);
      expect(
        (
          await call(app, 'POST', '/payment_stripe/add_card', {
            token,
            body: { payment_method_id: 'pm_nope' },
          })
        ).status,
      ).toBe(400);
    });

    it('PayPal: get_data hands out an access token, the customer id and its lifetime; the vault takes the token', async () => {
      const data = await call(app, 'POST', '/payment_paypal/get_data', { token });
      expect(data.json).toEqual({
        access_token: expect.any(String),
        customer_id: expect.stringMatching(/^PAYPAL-CUSTOMER-/),
        expires: 300,
      });
      const vaulted = await call(app, 'POST', '/__vault/paypal/cards', {
        token: data.json.access_token,
        body: vaultCard('4111111111111111'),
      });
      expect(vaulted.json).toMatchObject({
        customer_id: data.json.customer_id,
        brand: 'visa',
        last4: '1111',
      });
      const wrongCustomer = await call(app, 'POST', '/payment_paypal/add_card', {
        token,
        body: { customer_id: 'PAYPAL-CUSTOMER-X', payment_method_id: vaulted.json.payment_method_id },
      });
      expect(wrongCustomer.status).toBe(400);
      const added = await call(app, 'POST', '/payment_paypal/add_card', {
        token,
        body: { customer_id: data.json.customer_id, payment_method_id: vaulted.json.payment_method_id },
      });
      expect(added.json).toMatchObject({
        payment: 'paypal',
        customer_id: data.json.customer_id,
        last4: '1111',
        priority: '3',
      });
    });

    it('PayPal: the vault refuses a missing token and an expired one', async () => {
      expect(
        (await call(app, 'POST', '/__vault/paypal/cards', { body: vaultCard('4111111111111111') })).status,
      ).toBe(401);
      const data = await call(app, 'POST', '/payment_paypal/get_data', { token });
      clock.ms += 301_000;
      const late = await call(app, 'POST', '/__vault/paypal/cards', {
        token: data.json.access_token,
        body: vaultCard('4111111111111111'),
      });
      expect(late.status).toBe(401);
      expect(late.json.code).toBe(1004);
    });

    it('the vault refuses a number failing the Luhn check and an expired card', async () => {
      expect(
        (await call(app, 'POST', '/__vault/stripe/cards', { body: vaultCard('4242424242424241') })).json
          .message,
      ).toBe('the card number is not valid');
      expect(
        (
          await call(app, 'POST', '/__vault/stripe/cards', {
            body: { ...vaultCard('4242424242424242'), expire: '2029-12' },
          })
        ).json.message,
      ).toBe('the card has expired');
    });

    it('set_default: "makes it default and gives the previous default that card\'s old priority"', async () => {
      const before = await cards();
      const third = before.find((card) => card.priority === '3')!;
      const oldDefault = before.find((card) => card.priority === '1')!;
      const res = await call(app, 'POST', '/payment_card/set_default', {
        token,
        body: { payment_method_id: third.payment_method_id, payment: third.payment },
      });
      expect(res.json).toEqual({ success: true });
      const after = await cards();
      expect(after.find((card) => card.payment_method_id === third.payment_method_id)!.priority).toBe('1');
      expect(after.find((card) => card.payment_method_id === oldDefault.payment_method_id)!.priority).toBe(
        '3',
      );
      expect(after.filter((card) => card.priority === '1')).toHaveLength(1);
      // Already the default: nothing changes.
      await call(app, 'POST', '/payment_card/set_default', {
        token,
        body: { payment_method_id: third.payment_method_id, payment: third.payment },
      });
      expect(await cards()).toEqual(after);
      // Back to the Visa 4242 for the payments below.
      await call(app, 'POST', '/payment_card/set_default', {
        token,
        body: { payment_method_id: oldDefault.payment_method_id, payment: 'stripe' },
      });
    });

    it("edits a Stripe card's expiry (payments.StripeFeature/EditCard)", async () => {
      const card = (await cards()).find((c) => c.last4 === '4444')!;
      const res = await call(app, 'POST', '/payments.StripeFeature/EditCard', {
        token,
        body: { payment_method_id: card.payment_method_id, exp_month: 7, exp_year: 2034 },
      });
      expect(res.json).toMatchObject({ last4: '4444', exp_month: 7, exp_year: 2034 });
    });

    it('deletes a card; another user cannot touch it', async () => {
      const card = (await cards()).find((c) => c.last4 === '4444')!;
      const ref = { payment_method_id: card.payment_method_id, payment: card.payment };
      expect((await call(app, 'POST', '/payment_card/delete', { token: adminToken, body: ref })).status).toBe(
        404,
      );
      expect((await call(app, 'POST', '/payment_card/delete', { token, body: ref })).json).toEqual({
        success: true,
      });
      expect((await cards()).some((c) => c.last4 === '4444')).toBe(false);
      expect((await call(app, 'POST', '/payment_card/delete', { token, body: ref })).status).toBe(404);
    });
  });

  describe('paying', () => {
    it('by card: USD lines are charged to the card, the balance stays, and a transaction is recorded', async () => {
      await cart([{ lot_id: item2.id, lot_type: 'item', count: 1, currency: 'USD' }]);
      const card = await defaultCard();
      const before = await balance();
      const res = await call(app, 'POST', '/payment_card/pay', {
        token,
        body: {
          token_id: card.payment_method_id,
          payment: card.payment,
          product: [{ lot_type: 'item', lot_id: item2.id, count: 1 }],
        },
      });
      expect(res.status).toBe(200);
      expect(res.json.item).toEqual([
        {
          product: expect.objectContaining({ id: item2.id }),
          count: 1,
          currency: 'USD',
          total: item2.price.USD,
        },
      ]);
      expect(res.json).toMatchObject({ package: [], subscription: [], coin: [], plan: [], balance: before });
      expect(await balance()).toBe(before);
      const tx = await call(app, 'POST', '/payment_transaction/get_by_id', {
        token,
        body: { id: res.json.transaction_id },
      });
      expect(tx.json.list[0]).toMatchObject({
        status: 'succeeded',
        amount: { USD: item2.price.USD, RDC: 0 },
        card: { brand: 'visa', last4: '4242' },
      });
    });

    it('by RDC balance: lines whose cart currency is RDC are taken from the balance', async () => {
      const card = await defaultCard();
      const before = await balance();
      const res = await call(app, 'POST', '/payment_card/pay', {
        token,
        body: {
          token_id: card.payment_method_id,
          payment: 'stripe',
          product: [{ lot_type: 'item', lot_id: item.id, count: 2 }],
        },
      });
      expect(res.status).toBe(200);
      expect(res.json.item).toEqual([expect.objectContaining({ count: 2, currency: 'RDC' })]);
      expect(await balance()).toBe(before - 2 * item.price.RDC!);
    });

    it('with additional currency: the coin packs are bought first and the RDC lines are paid from the raised balance', async () => {
      const card = await defaultCard();
      const before = await balance();
      const count = Math.ceil(before / item.price.RDC!) + 1;
      await cart([{ lot_id: item.id, lot_type: 'item', count, currency: 'RDC' }]);
      const cost = count * item.price.RDC!;
      const short = await call(app, 'POST', '/payment_card/pay', {
        token,
        body: {
          token_id: card.payment_method_id,
          payment: 'stripe',
          product: [{ lot_type: 'item', lot_id: item.id, count }],
        },
      });
      expect(short.status).toBe(402);
      expect(short.json.message).toMatch(/^Not enough RDC/);
      expect(await balance()).toBe(before);

      const packs = Math.ceil((cost - before) / coin.count);
      const res = await call(app, 'POST', '/payment_card/pay', {
        token,
        body: {
          token_id: card.payment_method_id,
          payment: 'stripe',
          product: [
            { lot_type: 'item', lot_id: item.id, count },
            { lot_type: 'coin', lot_id: coin.id, count: packs },
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(res.json.coin).toEqual([expect.objectContaining({ count: packs, currency: 'USD' })]);
      expect(await balance()).toBe(before + packs * coin.count - cost);
      await cart([{ lot_id: item.id, lot_type: 'item', count: 0, currency: 'RDC' }]);
    });

    it('buying coin packs raises the balance', async () => {
      const card = await defaultCard();
      const before = await balance();
      await call(app, 'POST', '/payment_card/pay', {
        token,
        body: {
          token_id: card.payment_method_id,
          payment: 'stripe',
          product: [{ lot_type: 'coin', lot_id: coin.id, count: 3 }],
        },
      });
      expect(await balance()).toBe(before + 3 * coin.count);
    });

    it('prices a plan by its period: "Plan prices are multiplied by the period length"', async () => {
      const card = await defaultCard();
      const period = plan.periods[plan.periods.length - 1]!;
      const res = await call(app, 'POST', '/payment_card/pay', {
        token,
        body: {
          token_id: card.payment_method_id,
          payment: 'stripe',
          product: [{ lot_type: 'plan', lot_id: plan.id, count: 1, period_id: period.id }],
        },
      });
      expect(res.json.plan).toEqual([expect.objectContaining({ count: 1, period_id: period.id })]);
      const tx = await call(app, 'POST', '/payment_transaction/get_by_id', {
        token,
        body: { id: res.json.transaction_id },
      });
      expect(tx.json.list[0].amount.USD).toBe(plan.price.USD! * period.length);
      const wrongPeriod = await call(app, 'POST', '/payment_card/pay', {
        token,
        body: {
          token_id: card.payment_method_id,
          payment: 'stripe',
          product: [{ lot_type: 'plan', lot_id: plan.id, count: 1, period_id: 999 }],
        },
      });
      expect(wrongPeriod.status).toBe(400);
    });

    it('declines card 4000 0000 0000 0002 with a clear message, and charges nothing', async () => {
      const vaulted = await call(app, 'POST', '/__vault/stripe/cards', {
        body: vaultCard('4000000000000002'),
      });
      expect(vaulted.status).toBe(200);
      await call(app, 'POST', '/payment_stripe/add_card', {
        token,
        body: { payment_method_id: vaulted.json.payment_method_id },
      });
      const before = { balance: await balance(), transactions: await transactionCount() };
      const res = await call(app, 'POST', '/payment_card/pay', {
        token,
        body: {
          token_id: vaulted.json.payment_method_id,
          payment: 'stripe',
          product: [{ lot_type: 'coin', lot_id: coin.id, count: 1 }],
        },
      });
      expect(res.status).toBe(402);
      expect(res.json).toEqual({
        code: 1003,
        message: 'Your visa card ending in 0002 was declined. Nothing was charged.',
      });
      expect({ balance: await balance(), transactions: await transactionCount() }).toEqual(before);
    });

    it("refuses a card that is not the user's", async () => {
      const res = await call(app, 'POST', '/payment_card/pay', {
        token: adminToken,
        body: {
          token_id: (await defaultCard()).payment_method_id,
          payment: 'stripe',
          product: [{ lot_type: 'coin', lot_id: coin.id, count: 1 }],
        },
      });
      expect(res.status).toBe(404);
    });

    it('an Idempotency-Key seen before returns the first result and charges nothing again', async () => {
      const card = await defaultCard();
      const body = {
        token_id: card.payment_method_id,
        payment: 'stripe',
        product: [{ lot_type: 'coin', lot_id: coin.id, count: 1 }],
      };
      const headers = { 'Idempotency-Key': 'order-7' };
      const first = await call(app, 'POST', '/payment_card/pay', { token, body, headers });
      const afterFirst = { balance: await balance(), transactions: await transactionCount() };
      const second = await call(app, 'POST', '/payment_card/pay', { token, body, headers });
      expect(second.status).toBe(200);
      expect(second.json).toEqual(first.json);
      expect({ balance: await balance(), transactions: await transactionCount() }).toEqual(afterFirst);
      const reused = await call(app, 'POST', '/payment_card/pay', {
        token,
        body: { ...body, product: [{ lot_type: 'coin', lot_id: coin.id, count: 2 }] },
        headers,
      });
      expect(reused.status).toBe(409);
    });

    it('a replayed Idempotency-Key answers the first result even when the lot has left the catalogue since', async () => {
      const card = await defaultCard();
      const body = {
        token_id: card.payment_method_id,
        payment: 'stripe',
        product: [{ lot_type: 'item', lot_id: item2.id, count: 1 }],
      };
      const headers = { 'Idempotency-Key': 'order-8' };
      const first = await call(app, 'POST', '/payment_card/pay', { token, body, headers });
      expect(first.status).toBe(200);
      const afterFirst = { balance: await balance(), transactions: await transactionCount() };
      expect(
        (
          await call(app, 'POST', '/market/items/edit', {
            token: adminToken,
            body: { id: item2.id, enabled: false },
          })
        ).status,
      ).toBe(200);
      try {
        const replay = await call(app, 'POST', '/payment_card/pay', { token, body, headers });
        expect(replay.status).toBe(200);
        expect(replay.text).toBe(first.text);
        expect({ balance: await balance(), transactions: await transactionCount() }).toEqual(afterFirst);
      } finally {
        await call(app, 'POST', '/market/items/edit', {
          token: adminToken,
          body: { id: item2.id, enabled: true },
        });
      }
    });
  });

  describe('transactions, refunds and tickets', () => {
    it('list_last_details answers the latest payments first, list_by_user_id pages them', async () => {
      const total = await transactionCount();
      const last = await call(app, 'POST', '/payment_transaction/list_last_details', {
        token,
        body: { limit: 2 },
      });
      expect(last.json.count).toBe(total);
      expect(last.json.list).toHaveLength(2);
      expect(last.json.list[0].id).toBeGreaterThan(last.json.list[1].id);
      const page = await call(app, 'POST', '/payment_transaction/list_by_user_id', {
        token,
        body: { pagination: { offset: 1, limit: 1 } },
      });
      expect(page.json.list[0].id).toBe(last.json.list[1].id);
    });

    it("keeps users apart: another user's transaction is not found, and only an admin may list another user's", async () => {
      const mine = (await call(app, 'POST', '/payment_transaction/list_last_details', { token })).json
        .list[0];
      expect(
        (
          await call(app, 'POST', '/payment_transaction/get_by_id', {
            token: adminToken,
            body: { id: mine.id },
          })
        ).status,
      ).toBe(200);
      const { accessToken: stranger } = await (async () => {
        await call(app, 'POST', '/auth/register', {
          body: {
            alias: 'stranger',
            email: 'stranger@rdc.test',
            password: 'pass1234',
            bdate: '1/1/2000',
            agreement: true,
          },
        });
        return login(app, 'stranger', 'pass1234');
      })();
      expect(
        (
          await call(app, 'POST', '/payment_transaction/get_by_id', {
            token: stranger,
            body: { id: mine.id },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await call(app, 'POST', '/payment_transaction/list_by_user_id', {
            token: stranger,
            body: { user_id: 1 },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await call(app, 'POST', '/payment_transaction/list_by_user_id', {
            token: adminToken,
            body: { user_id: 1 },
          })
        ).json.count,
      ).toBe(await transactionCount());
    });

    it('refunds a payment once: the RDC it took comes back', async () => {
      const card = await defaultCard();
      await cart([{ lot_id: item.id, lot_type: 'item', count: 1, currency: 'RDC' }]);
      const paid = await call(app, 'POST', '/payment_card/pay', {
        token,
        body: {
          token_id: card.payment_method_id,
          payment: 'stripe',
          product: [{ lot_type: 'item', lot_id: item.id, count: 1 }],
        },
      });
      const before = await balance();
      const res = await call(app, 'POST', '/payment_card/refund', {
        token,
        body: { id: paid.json.transaction_id },
      });
      expect(res.json).toMatchObject({
        success: true,
        balance: before + item.price.RDC!,
        transaction: { status: 'refunded' },
      });
      expect(await balance()).toBe(before + item.price.RDC!);
      expect(
        (await call(app, 'POST', '/payment_card/refund', { token, body: { id: paid.json.transaction_id } }))
          .status,
      ).toBe(409);
    });

    it('tickets: add, list, get_by_user_id and close', async () => {
      const txId = (await call(app, 'POST', '/payment_transaction/list_last_details', { token })).json.list[0]
        .id;
      const added = await call(app, 'POST', '/payment_transaction/ticket/add', {
        token,
        body: { transaction_id: txId, subject: 'Missing ship', text: 'It never arrived' },
      });
      expect(added.json).toMatchObject({
        id: expect.any(Number),
        transaction_id: txId,
        subject: 'Missing ship',
        text: 'It never arrived',
        status: 'open',
      });
      expect((await call(app, 'POST', '/payment_transaction/ticket/list', { token })).json).toMatchObject({
        count: 1,
        list: [{ id: added.json.id }],
      });
      expect(
        (
          await call(app, 'POST', '/payment_transaction/ticket/get_by_user_id', {
            token,
            body: { user_id: 1 },
          })
        ).json.count,
      ).toBe(1);
      expect(
        (await call(app, 'POST', '/payment_transaction/ticket/close', { token, body: { id: added.json.id } }))
          .json,
      ).toEqual({ success: true });
      expect(
        (await call(app, 'POST', '/payment_transaction/ticket/list', { token: adminToken })).json.list[0],
      ).toMatchObject({ id: added.json.id, status: 'closed' });
      expect(
        (
          await call(app, 'POST', '/payment_transaction/ticket/add', {
            token,
            body: { transaction_id: 99_999, text: 'x' },
          })
        ).status,
      ).toBe(400);
    });
  });
});
