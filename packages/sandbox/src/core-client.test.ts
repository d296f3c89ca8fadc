// "Done means": the client of @rdc/core logs in as demo against the sandbox, lists coin packs,
// edits the cart and pays; and its token rules meet the sandbox's (refresh on 1004, logout on
// 1005 or a bad signature).
import { afterAll, describe, expect, it } from 'vitest';
import { createApi, createClient, createMemoryTokenStore } from '@rdc/core';
import { createApp } from './app';
import { call } from './test-support/http';
import { banking, billing, inGame, shipping, vaultCardPayload } from './test-support/samples';

describe('the @rdc/core client against the sandbox (in-process)', async () => {
  const clock = { ms: Date.now() };
  const app = await createApp({ now: () => new Date(clock.ms), accessTtlSeconds: 60 });
  afterAll(() => app.close());

  function connect() {
    const tokens = createMemoryTokenStore();
    const api = createApi(createClient({ baseUrl: 'http://sandbox.test/api/v1', fetch: app.fetch, tokens }));
    const logIn = async (alias = 'demo', password = 'demo1234') => {
      tokens.setTokens(await api.auth.login({ alias, password, rememberMe: false }));
    };
    return { tokens, api, logIn };
  }

  it('logs in as demo, lists coin packs, edits the cart and pays', async () => {
    const { api, logIn } = connect();
    await logIn();
    expect((await api.wallet.balance()).balance).toBe(100_000);

    const coins = await api.market.coinsPackages.list({
      where: [{ field: 'enabled', condition: '=', value: ['true'] }],
    });
    expect(coins.count).toBe(8);
    const pack = coins.list[0]!;

    const cart = await api.cart.edit({
      shopping_cart_items: [{ lot_id: pack.id, lot_type: 'coin', count: 2 }],
    });
    expect(cart.coin).toEqual([
      expect.objectContaining({
        count: 2,
        currency: 'USD',
        product: expect.objectContaining({ id: pack.id }),
      }),
    ]);

    const cards = await api.payment.cards.list();
    const card = cards.list.find((c) => c.priority === '1')!;
    expect(card).toMatchObject({ brand: 'visa', last4: '4242' });

    const result = await api.payment.cards.pay({
      token_id: card.payment_method_id,
      payment: card.payment,
      product: [{ lot_type: 'coin', lot_id: pack.id, count: 2 }],
    });
    expect(result.coin).toEqual([expect.objectContaining({ count: 2 })]);
    expect((await api.wallet.balance()).balance).toBe(100_000 + 2 * pack.count);
    expect((await api.payment.transactions.listLastDetails()).list[0]).toMatchObject({
      id: (result as { transaction_id?: number }).transaction_id,
    });
  });

  it('refreshes an expired access token (code 1004) once and retries the call, with the rotated pair stored', async () => {
    const { api, tokens, logIn } = connect();
    await logIn();
    const before = tokens.getTokens()!;
    clock.ms += 61_000;
    expect((await api.wallet.balance()).balance).toBeGreaterThan(0);
    const after = tokens.getTokens()!;
    expect(after.refreshToken).not.toBe(before.refreshToken);
    // The old refresh token stopped working once used.
    expect((await call(app, 'POST', '/auth/refresh', { body: { value: before.refreshToken } })).status).toBe(
      401,
    );
  });

  it('logs out when the session is gone (code 1005)', async () => {
    const { api, tokens, logIn } = connect();
    await logIn();
    await call(app, 'POST', '/auth/logout', { token: tokens.getTokens()!.accessToken });
    await expect(api.wallet.balance()).rejects.toMatchObject({ status: 401, code: 1005 });
    expect(tokens.getTokens()).toBeNull();
  });

  it('logs out on "signature is invalid"', async () => {
    const { api, tokens, logIn } = connect();
    await logIn();
    const { accessToken, refreshToken } = tokens.getTokens()!;
    tokens.setTokens({ accessToken: `${accessToken.slice(0, -4)}AAAA`, refreshToken });
    await expect(api.wallet.balance()).rejects.toMatchObject({
      status: 401,
      message: 'signature is invalid',
    });
    expect(tokens.getTokens()).toBeNull();
  });

  it("answers every call of accounts, cards, payments and addresses in the shapes of the core's schemas", async () => {
    const { api, logIn } = connect();
    await logIn();
    await api.settings.save({ user_name: 'Demo', isLoginID: true, language: 'en', timezone: '+03:00' });
    expect(await api.settings.get()).toEqual({
      user_name: 'Demo',
      isLoginID: true,
      language: 'en',
      timezone: '+03:00',
    });
    await api.account.sendRecovery({ email: 'demo@rdc.test' });
    await expect(
      api.account.recoverPassword({ new_password: 'whatever', recovery_token: 'nope' }),
    ).rejects.toMatchObject({ code: 1002 });
    await expect(
      api.account.changePassword({ old_password: 'wrong-one', new_password: 'whatever' }),
    ).rejects.toMatchObject({ code: 1001 });
    await expect(api.account.verify({ code: 'nope' })).rejects.toMatchObject({ status: 400, code: 1000 });

    const billingAddress = await api.address.billing.add(billing);
    expect(
      await api.address.billing.edit({ ...billing, id: billingAddress.id, city: 'Oxford' }),
    ).toMatchObject({ city: 'Oxford' });
    expect(await api.address.billing.setPriority({ id: billingAddress.id })).toBe(true);
    expect(
      (await api.address.billing.listByUserId({ offset: 0, limit: 5 })).list.find(
        (a) => a.id === billingAddress.id,
      )?.priority,
    ).toBe(true);
    expect(await api.address.billing.delete({ id: billingAddress.id })).toBe(true);
    const game = await api.address.game.add(inGame);
    expect((await api.address.game.listByUserId('in_game')).list.map((a) => a.id)).toContain(game.id);
    const ship = await api.address.shipping.add(shipping);
    expect((await api.address.shipping.listByUserId()).list).toEqual([
      expect.objectContaining({ id: ship.id, priority: true }),
    ]);
    const bank = await api.address.banking.add(banking);
    expect((await api.address.banking.list()).count).toBe(1);
    expect(await api.address.banking.delete(bank.id!)).toBe(true);

    const paypal = await api.payment.paypal.getData();
    const vaulted = await call(app, 'POST', '/__vault/paypal/cards', {
      token: paypal.access_token,
      body: vaultCardPayload,
    });
    const paypalCard = await api.payment.paypal.addCard({
      customer_id: paypal.customer_id,
      payment_method_id: vaulted.json.payment_method_id,
    });
    expect(paypalCard).toMatchObject({ payment: 'paypal', brand: 'visa', last4: '4242' });
    expect(
      await api.payment.cards.setDefault({
        payment_method_id: paypalCard.payment_method_id,
        payment: 'paypal',
      }),
    ).toBe(true);
    expect((await api.payment.cards.list()).list.find((c) => c.priority === '1')?.payment_method_id).toBe(
      paypalCard.payment_method_id,
    );

    const last = await api.payment.transactions.listLastDetails();
    expect(last.count).toBeGreaterThan(0);
    expect((await api.payment.transactions.getById({ id: last.list[0]!.id })).list).toHaveLength(1);
    expect((await api.payment.transactions.listByUserId()).count).toBe(last.count);
    await api.payment.tickets.add({ transaction_id: last.list[0]!.id, text: 'Where is my ship?' });
    const tickets = await api.payment.tickets.getByUserId();
    expect(tickets.count).toBe(1);
    expect(await api.payment.tickets.close({ id: tickets.list[0]!.id })).toBe(true);
    expect((await api.payment.tickets.list()).list[0]).toMatchObject({ status: 'closed' });
    expect(await api.payment.cards.refund({ id: last.list[0]!.id })).toMatchObject({ success: true });
    expect(
      await api.auth.validate({
        value: (await api.auth.login({ alias: 'demo', password: 'demo1234' })).accessToken,
      }),
    ).toMatchObject({ valid: true });
    expect(
      await api.payment.cards.delete({ payment_method_id: paypalCard.payment_method_id, payment: 'paypal' }),
    ).toBe(true);
  });
});
