// Support tickets as the Orders view opens them: on one of the player's own payments, with a
// subject and a text each bounded by core's TICKET_LIMITS, closable by their owner only.
import { TICKET_LIMITS } from '@rdc/core/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { call, login } from '../test-support/http';

describe('payment tickets', async () => {
  const app = await createApp();
  afterAll(() => app.close());
  const { accessToken: token } = await login(app);
  await call(app, 'POST', '/auth/register', {
    body: {
      alias: 'stranger',
      email: 'stranger@rdc.test',
      password: 'pass1234',
      bdate: '1/1/2000',
      agreement: true,
    },
  });
  const { accessToken: stranger } = await login(app, 'stranger', 'pass1234');
  const cards = await call(app, 'POST', '/payment_card/list', { token });
  const card = (
    cards.json.list as Array<{ payment_method_id: string; payment: string; priority: string }>
  ).find((c) => c.priority === '1')!;
  const paid = await call(app, 'POST', '/payment_card/pay', {
    token,
    body: {
      token_id: card.payment_method_id,
      payment: card.payment,
      product: [{ lot_type: 'coin', lot_id: 1, count: 1 }],
    },
  });
  const orderId = paid.json.transaction_id as number;
  const add = (body: Record<string, unknown>, as = token) =>
    call(app, 'POST', '/payment_transaction/ticket/add', { token: as, body });

  it(`a text of ${TICKET_LIMITS.text} characters and a subject of ${TICKET_LIMITS.subject} are taken, one more is refused (400 code 1000)`, async () => {
    expect(
      (
        await add({
          transaction_id: orderId,
          subject: 's'.repeat(TICKET_LIMITS.subject),
          text: 't'.repeat(TICKET_LIMITS.text),
        })
      ).status,
    ).toBe(200);
    for (const body of [
      { transaction_id: orderId, text: 't'.repeat(TICKET_LIMITS.text + 1) },
      { transaction_id: orderId, subject: 's'.repeat(TICKET_LIMITS.subject + 1), text: 'ok' },
    ]) {
      const refused = await add(body);
      expect(refused.status).toBe(400);
      expect(refused.json.code).toBe(1000);
    }
  });

  it("a ticket is opened on one's own order only, and only its owner closes it", async () => {
    expect((await add({ transaction_id: orderId, text: 'Not mine' }, stranger)).status).toBe(400);
    const ticket = await add({
      transaction_id: orderId,
      subject: `Problem with order #${orderId}`,
      text: 'Charged twice?',
    });
    expect(ticket.json).toMatchObject({ transaction_id: orderId, status: 'open', text: 'Charged twice?' });
    expect(
      (
        await call(app, 'POST', '/payment_transaction/ticket/close', {
          token: stranger,
          body: { id: ticket.json.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(app, 'POST', '/payment_transaction/ticket/get_by_user_id', { token: stranger })).json,
    ).toEqual({ count: 0, list: [] });
    expect(
      (await call(app, 'POST', '/payment_transaction/ticket/close', { token, body: { id: ticket.json.id } }))
        .json,
    ).toEqual({ success: true });
    const mine = await call(app, 'POST', '/payment_transaction/ticket/get_by_user_id', { token });
    expect(mine.json.list.find((t: { id: number }) => t.id === ticket.json.id)).toMatchObject({
      status: 'closed',
      closed_at: expect.any(String),
    });
  });
});
