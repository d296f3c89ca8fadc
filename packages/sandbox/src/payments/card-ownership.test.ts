// The security review asked: "Deleting a card must end every use of it: the vault entry belongs to its
// first owner for good, and a card id that is not the caller's is refused like any unknown card."
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
const vaultCard = (number: string, name = 'Demo Pilot') => ({
  number,
  expire: '2033-04',
  security_code: '321',
  name,
  billing_address,
});

describe('a vaulted card belongs to the first user who saves or pays with it, for good', async () => {
  const app = await createApp({ now: () => new Date(Date.UTC(2030, 5, 1, 9, 0, 0)) });
  afterAll(() => app.close());
  const demo = (await login(app)).accessToken;
  const other = (await login(app, 'admin', 'admin1234')).accessToken;
  const coin = (await findLot(app.db, 'coin', 1))!;
  const purchase = (tokenId: string) => ({
    token_id: tokenId,
    payment: 'stripe',
    product: [{ lot_type: 'coin', lot_id: coin.id, count: 1 }],
  });
  const transactions = async () =>
    (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_transactions')).rows[0]!.n;
  const cardIds = async (token: string) =>
    (
      (await call(app, 'POST', '/payment_card/list', { token })).json.list as { payment_method_id: string }[]
    ).map((card) => card.payment_method_id);

  it('a card demo saved and then deleted can be neither charged nor saved by another user', async () => {
    const vaulted = await call(app, 'POST', '/__vault/stripe/cards', { body: vaultCard('4242424242424242') });
    const id = vaulted.json.payment_method_id as string;
    expect(
      (await call(app, 'POST', '/payment_stripe/add_card', { token: demo, body: { payment_method_id: id } }))
        .status,
    ).toBe(200);
    expect(
      (
        await call(app, 'POST', '/payment_card/delete', {
          token: demo,
          body: { payment_method_id: id, payment: 'stripe' },
        })
      ).status,
    ).toBe(200);

    const before = await transactions();
    const charged = await call(app, 'POST', '/payment_card/pay', { token: other, body: purchase(id) });
    expect(charged.status).toBe(404);
    expect(await transactions()).toBe(before);

    const claimed = await call(app, 'POST', '/payment_stripe/add_card', {
      token: other,
      body: { payment_method_id: id },
    });
    expect(claimed.status).toBe(400);
    expect(claimed.json.message).toBe(`the stripe vault has no card ${id}`);
    expect(claimed.text).not.toContain('Demo Pilot');
    expect(await cardIds(other)).not.toContain(id);
  });

  it('its first owner may still save it again and pay with it', async () => {
    const vaulted = await call(app, 'POST', '/__vault/stripe/cards', { body: vaultCard('5555555555554444') });
    const id = vaulted.json.payment_method_id as string;
    await call(app, 'POST', '/payment_stripe/add_card', { token: demo, body: { payment_method_id: id } });
    await call(app, 'POST', '/payment_card/delete', {
      token: demo,
      body: { payment_method_id: id, payment: 'stripe' },
    });
    expect((await call(app, 'POST', '/payment_card/pay', { token: demo, body: purchase(id) })).status).toBe(
      200,
    );
    expect(
      (await call(app, 'POST', '/payment_stripe/add_card', { token: demo, body: { payment_method_id: id } }))
        .status,
    ).toBe(200);
    expect(await cardIds(demo)).toContain(id);
  });

  it("a card vaulted and paid with but never saved is its payer's: nobody else can charge or save it", async () => {
    const vaulted = await call(app, 'POST', '/__vault/stripe/cards', { body: vaultCard('4000056655665556') });
    const id = vaulted.json.payment_method_id as string;
    expect((await call(app, 'POST', '/payment_card/pay', { token: demo, body: purchase(id) })).status).toBe(
      200,
    );
    expect((await call(app, 'POST', '/payment_card/pay', { token: other, body: purchase(id) })).status).toBe(
      404,
    );
    expect(
      (await call(app, 'POST', '/payment_stripe/add_card', { token: other, body: { payment_method_id: id } }))
        .status,
    ).toBe(400);
    expect((await call(app, 'POST', '/payment_card/pay', { token: demo, body: purchase(id) })).status).toBe(
      200,
    );
  });

  it('two users racing to claim one unclaimed card: exactly one gets it', async () => {
    const vaulted = await call(app, 'POST', '/__vault/stripe/cards', { body: vaultCard('4012888888881881') });
    const id = vaulted.json.payment_method_id as string;
    const answers = await Promise.all([
      call(app, 'POST', '/payment_card/pay', { token: demo, body: purchase(id) }),
      call(app, 'POST', '/payment_stripe/add_card', { token: other, body: { payment_method_id: id } }),
    ]);
    expect(answers.map((answer) => answer.status).filter((status) => status === 200)).toHaveLength(1);
  });
});
