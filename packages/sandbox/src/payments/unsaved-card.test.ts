// Paying with a card the player chose not to save: the vaulted card works like a saved one for
// its payer, and a card someone saved stays theirs.
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { findLot } from '../market/lots';
import { call, login } from '../test-support/http';

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

describe('paying with a card that is not saved', async () => {
  const app = await createApp({ now: () => new Date(Date.UTC(2030, 5, 1, 9, 0, 0)) });
  afterAll(() => app.close());
  const { accessToken: token } = await login(app);
  const { accessToken: adminToken } = await login(app, 'admin', 'admin1234');
  const coin = (await findLot(app.db, 'coin', 1))! as Awaited<ReturnType<typeof findLot>> & { count: number };
  const coinPurchase = (tokenId: string, payment: 'stripe' | 'paypal') => ({
    token_id: tokenId,
    payment,
    product: [{ lot_type: 'coin', lot_id: coin.id, count: 1 }],
  });
  const balance = async (who = token) =>
    (await call(app, 'GET', '/wallet/balance', { token: who })).json.balance as number;
  const transactions = async () =>
    (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_transactions')).rows[0]!.n;
  const savedCards = async (who = token) =>
    (await call(app, 'POST', '/payment_card/list', { token: who })).json.list as Array<{
      payment_method_id: string;
    }>;

  it('a Stripe card vaulted but never saved pays like a saved card and is charged, and stays unsaved', async () => {
    const vaulted = await call(app, 'POST', '/__vault/stripe/cards', { body: vaultCard('5555555555554444') });
    const before = await balance();
    const res = await call(app, 'POST', '/payment_card/pay', {
      token,
      body: coinPurchase(vaulted.json.payment_method_id, 'stripe'),
    });
    expect(res.status).toBe(200);
    expect(res.json.balance).toBe(before + coin.count);
    const tx = await call(app, 'POST', '/payment_transaction/get_by_id', {
      token,
      body: { id: res.json.transaction_id },
    });
    expect(tx.status).toBe(200);
    expect(tx.json.list[0].amount.USD).toBe(coin.price.USD);
    const { rows } = await app.db.query<{ card_brand: string; card_last4: string }>(
      'SELECT card_brand, card_last4 FROM payment_transactions WHERE id = $1',
      [res.json.transaction_id],
    );
    expect(rows[0]).toEqual({ card_brand: 'mastercard', card_last4: '4444' });
    expect((await savedCards()).map((card) => card.payment_method_id)).not.toContain(
      vaulted.json.payment_method_id,
    );
  });

  it("a PayPal card vaulted under the payer's customer pays without add_card; another user cannot pay with it", async () => {
    const data = await call(app, 'POST', '/payment_paypal/get_data', { token });
    const vaulted = await call(app, 'POST', '/__vault/paypal/cards', {
      token: data.json.access_token,
      body: vaultCard('4111111111111111'),
    });
    const stranger = await call(app, 'POST', '/payment_card/pay', {
      token: adminToken,
      body: coinPurchase(vaulted.json.payment_method_id, 'paypal'),
    });
    expect(stranger.status).toBe(404);
    const res = await call(app, 'POST', '/payment_card/pay', {
      token,
      body: coinPurchase(vaulted.json.payment_method_id, 'paypal'),
    });
    expect(res.status).toBe(200);
  });

  it('the declined number 4000 0000 0000 0002 still declines when not saved, and charges nothing', async () => {
    const vaulted = await call(app, 'POST', '/__vault/stripe/cards', { body: vaultCard('4000000000000002') });
    const before = { balance: await balance(), transactions: await transactions() };
    const res = await call(app, 'POST', '/payment_card/pay', {
      token,
      body: coinPurchase(vaulted.json.payment_method_id, 'stripe'),
    });
    expect(res.status).toBe(402);
    expect(res.json).toEqual({
      code: 1003,
      message: 'Your visa card ending in 0002 was declined. Nothing was charged.',
    });
    expect({ balance: await balance(), transactions: await transactions() }).toEqual(before);
  });

  it("another user's saved card is refused, and a vaulted card of the other provider is not found", async () => {
    const demoCard = (await savedCards())[0]!;
    const before = await transactions();
    expect(
      (
        await call(app, 'POST', '/payment_card/pay', {
          token: adminToken,
          body: coinPurchase(demoCard.payment_method_id, 'stripe'),
        })
      ).status,
    ).toBe(404);
    const vaulted = await call(app, 'POST', '/__vault/stripe/cards', { body: vaultCard('4242424242424242') });
    expect(
      (
        await call(app, 'POST', '/payment_card/pay', {
          token,
          body: coinPurchase(vaulted.json.payment_method_id, 'paypal'),
        })
      ).status,
    ).toBe(404);
    expect(await transactions()).toBe(before);
  });
});
