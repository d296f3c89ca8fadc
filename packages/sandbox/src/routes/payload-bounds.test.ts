// The security review asked: "Bound every array of every payload (cart lines, payment products, list
// where values, order entries) to what a player could send, with 400 code 1000 past it; bound counts
// per line and free-form objects." Each bound: at the limit accepted, one past it refused.
import { PAYLOAD_LIMITS } from '@rdc/core/schemas';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { call, login } from '../test-support/http';

describe('payload bounds: what a player could send, and no more', async () => {
  const app = await createApp();
  afterAll(() => app.close());
  const { accessToken: token } = await login(app);
  const refused = (answer: { status: number; json: { code?: number } }) => {
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe(1000);
  };
  const cartLines = (n: number, count = 1) =>
    Array.from({ length: n }, (_, i) => ({ lot_id: i + 1, lot_type: 'item', count }));
  const editCart = (items: unknown[]) =>
    call(app, 'POST', '/market/shopping_cart/edit', { token, body: { shopping_cart_items: items } });

  it(`a cart edit takes ${PAYLOAD_LIMITS.cartLines} lines, not one more`, async () => {
    // Lines of lots that do not exist are refused later, by the catalogue: the bound comes first.
    const atLimit = await editCart(cartLines(PAYLOAD_LIMITS.cartLines, 0));
    expect(atLimit.status).toBe(200);
    refused(await editCart(cartLines(PAYLOAD_LIMITS.cartLines + 1, 0)));
  });

  it(`a line holds at most ${PAYLOAD_LIMITS.countPerLine} units, in the cart and in a payment`, async () => {
    expect(
      (await editCart([{ lot_id: 1, lot_type: 'item', count: PAYLOAD_LIMITS.countPerLine }])).status,
    ).toBe(200);
    refused(await editCart([{ lot_id: 1, lot_type: 'item', count: PAYLOAD_LIMITS.countPerLine + 1 }]));
    refused(
      await call(app, 'POST', '/payment_card/pay', {
        token,
        body: {
          token_id: 'pm_x',
          payment: 'stripe',
          product: [{ lot_type: 'coin', lot_id: 1, count: 1_000_000 }],
        },
      }),
    );
    await editCart([{ lot_id: 1, lot_type: 'item', count: 0 }]);
  });

  it(`a payment takes at most ${PAYLOAD_LIMITS.paymentLines} product lines`, async () => {
    const products = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ lot_type: 'item', lot_id: (i % 60) + 1, count: 1 }));
    const atLimit = await call(app, 'POST', '/payment_card/pay', {
      token,
      body: { token_id: 'pm_unknown', payment: 'stripe', product: products(PAYLOAD_LIMITS.paymentLines) },
    });
    // Past the bound check: refused for its unknown card, not for its size.
    expect(atLimit.json.message).not.toMatch(/product/);
    refused(
      await call(app, 'POST', '/payment_card/pay', {
        token,
        body: {
          token_id: 'pm_unknown',
          payment: 'stripe',
          product: products(PAYLOAD_LIMITS.paymentLines + 1),
        },
      }),
    );
  });

  it('list calls: where clauses, where values and order entries are bounded; 65 536 values is a 400, not a 500', async () => {
    const list = (body: unknown) => call(app, 'POST', '/market/manufacturers/list', { body });
    const values = (n: number) => Array.from({ length: n }, (_, i) => String(i));
    const clauses = (n: number) =>
      Array.from({ length: n }, () => ({ field: 'title', condition: '=', value: ['x'] }));
    const orders = (n: number) => Array.from({ length: n }, () => ({ field: 'id', order: 'asc' }));
    expect(
      (await list({ where: [{ field: 'id', condition: 'in', value: values(PAYLOAD_LIMITS.whereValues) }] }))
        .status,
    ).toBe(200);
    refused(
      await list({
        where: [{ field: 'id', condition: 'in', value: values(PAYLOAD_LIMITS.whereValues + 1) }],
      }),
    );
    refused(await list({ where: [{ field: 'id', condition: 'in', value: values(65_536) }] }));
    expect((await list({ where: clauses(PAYLOAD_LIMITS.whereClauses) })).status).toBe(200);
    refused(await list({ where: clauses(PAYLOAD_LIMITS.whereClauses + 1) }));
    expect((await list({ order: orders(PAYLOAD_LIMITS.orderClauses) })).status).toBe(200);
    refused(await list({ order: orders(PAYLOAD_LIMITS.orderClauses + 1) }));
    refused(await list({ search: 'x'.repeat(PAYLOAD_LIMITS.searchLength + 1) }));
    refused(
      await call(app, 'POST', '/market/manufacturers/list/by/ids', {
        body: { ids: Array.from({ length: PAYLOAD_LIMITS.ids + 1 }, (_, i) => i + 1) },
      }),
    );
  });

  it(`a ticket's free-form fields are bounded at ${PAYLOAD_LIMITS.freeFormBytes} characters (a 3 MB blob was taken)`, async () => {
    expect(
      (
        await call(app, 'POST', '/payment_transaction/ticket/add', {
          token,
          body: { subject: 'Refund', blob: 'x'.repeat(PAYLOAD_LIMITS.freeFormBytes - 100) },
        })
      ).status,
    ).toBe(200);
    refused(
      await call(app, 'POST', '/payment_transaction/ticket/add', {
        token,
        body: { subject: 'Refund', blob: 'x'.repeat(3_000_000) },
      }),
    );
  });

  it('an oversized cart edit is refused before it touches the cart tables, so it holds nothing up', async () => {
    const query = vi.spyOn(app.db, 'query');
    try {
      refused(await editCart(cartLines(20_000)));
      const touched = query.mock.calls
        .map(([sql]) => String(sql))
        .filter((sql) => /cart_items|market_item/.test(sql));
      expect(touched).toEqual([]);
    } finally {
      query.mockRestore();
    }
  });
});
