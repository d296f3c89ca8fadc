// @vitest-environment jsdom
// Core's orders stores against this sandbox, in-process (createApp with its own in-memory database
// and seeded demo world): the player's payments newest first and paged, a receipt, the empty and
// failed states, and support tickets opened on an order, listed and closed.
import {
  $hasMoreOrders,
  $orders,
  $receipt,
  $tickets,
  closeReceipt,
  closeTicket,
  configure,
  formatMoney,
  getApi,
  lineDetailText,
  loadOrders,
  loadTickets,
  login,
  logout,
  openReceipt,
  ORDERS_PAGE_SIZE,
  paidWithText,
  PROBLEM_TEXT_MAX,
  reportProblem,
  showMoreOrders,
} from '@rdc/core';
import { resetConfig, resetOrders, resetTickets } from '@rdc/core/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type SandboxApp } from './app';

let app: SandboxApp;
let failing = false;
let mangle: ((path: string, body: unknown) => unknown) | null = null;

async function inProcess(request: Request): Promise<Response> {
  if (failing)
    return new Response(JSON.stringify({ code: 5002, message: 'database error' }), {
      status: 500,
      headers: { 'content-type': 'application/json' },
    });
  const answer = await app.fetch(request);
  if (!mangle || !answer.ok) return answer;
  const path = new URL(request.url).pathname.replace('/api/v1', '');
  return new Response(JSON.stringify(mangle(path, await answer.json())), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

async function demoCard() {
  const { list } = await getApi().payment.cards.list();
  const card = list.find((c) => c.priority === '1') ?? list[0];
  if (!card) throw new Error('demo has no card');
  return card;
}

async function lotId(table: string, where = 'TRUE', order = 'id') {
  const { rows } = await app.db.query<{ id: number }>(
    `SELECT id FROM ${table} WHERE ${where} ORDER BY ${order} LIMIT 1`,
  );
  return rows[0]!.id;
}

/** Pays for `product` with demo's card; an RDC line is paid in RDC as the cart line says. */
async function pay(
  product: { lot_type: 'item' | 'coin'; lot_id: number; count: number },
  currency: 'USD' | 'RDC' = 'USD',
) {
  const api = getApi();
  await api.cart.edit({ shopping_cart_items: [{ ...product, currency }] });
  const card = await demoCard();
  const answer = await api.payment.cards.pay({
    token_id: card.payment_method_id,
    payment: card.payment,
    product: [product],
  });
  await api.cart.edit({ shopping_cart_items: [{ ...product, count: 0, currency }] });
  return answer as { transaction_id?: number };
}

async function recorded(id: number) {
  const { rows } = await app.db.query<{ amount_usd: number; amount_rdc: number; card_last4: string }>(
    'SELECT amount_usd, amount_rdc, card_last4 FROM payment_transactions WHERE id = $1',
    [id],
  );
  return rows[0]!;
}

beforeAll(async () => {
  app = await createApp({ log: () => undefined });
  configure({ apiBase: 'http://sandbox.test/api/v1', fetch: inProcess });
  await login({ alias: 'demo', password: 'demo1234' }, 'en');
}, 60_000);
beforeEach(() => {
  failing = false;
  mangle = null;
  resetOrders();
  resetTickets();
  closeReceipt();
});
afterAll(async () => {
  logout();
  resetConfig();
  await app.close();
});

describe('orders', () => {
  it('before any payment: loading, then an empty list with nothing more to show', async () => {
    const loading = loadOrders();
    expect($orders.get().status).toBe('loading');
    await loading;
    expect($orders.get()).toMatchObject({ status: 'loaded', orders: [], count: 0 });
    expect($hasMoreOrders.get()).toBe(false);
  });

  it('a failed list shows the error state, and a new load recovers', async () => {
    failing = true;
    await loadOrders();
    expect($orders.get().status).toBe('error');
    failing = false;
    await loadOrders();
    expect($orders.get().status).toBe('loaded');
  });

  it('each order shows what the sandbox recorded: USD charged with the card, RDC from the balance', async () => {
    const coin = await lotId('market_coin_pack');
    const item = await lotId(
      'market_item',
      "enabled AND (price->>'RDC') IS NOT NULL",
      "(price->>'RDC')::int",
    );
    const byCard = await pay({ lot_type: 'coin', lot_id: coin, count: 2 });
    const byBalance = await pay({ lot_type: 'item', lot_id: item, count: 1 }, 'RDC');
    await loadOrders();
    const [newest, older] = $orders.get().orders;
    expect([newest?.id, older?.id]).toEqual([byBalance.transaction_id, byCard.transaction_id]);

    const card = await recorded(byCard.transaction_id!);
    expect(card.amount_usd).toBeGreaterThan(0);
    expect(older).toMatchObject({ usd: card.amount_usd, rdc: 0, card: { last4: card.card_last4 } });
    expect(older?.lines).toEqual([expect.objectContaining({ lotType: 'coin', count: 2, currency: 'USD' })]);
    expect(paidWithText(older!, 'en')).toBe(`Visa ending in ${card.card_last4}`);
    expect(lineDetailText(older!.lines[0]!, 'en')).toBe('× 2');

    const balance = await recorded(byBalance.transaction_id!);
    expect(balance).toMatchObject({ amount_usd: 0 });
    expect(newest).toMatchObject({ usd: 0, rdc: balance.amount_rdc, card: null });
    expect(newest!.rdc).toBe(balance.amount_rdc);
    expect(formatMoney(newest!.rdc, 'RDC', 'en')).toMatch(/^RDC\u00a0[\d,]+\.\d\d$/);
    expect(paidWithText(newest!, 'en')).toBe('Paid from RDC balance');
  });

  it(`pages of ${ORDERS_PAGE_SIZE}, newest first: Show more adds the next page until none is left`, async () => {
    const coin = await lotId('market_coin_pack');
    const { count } = await getApi().payment.transactions.listByUserId();
    for (let paid = count; paid < ORDERS_PAGE_SIZE + 3; paid++)
      await pay({ lot_type: 'coin', lot_id: coin, count: 1 });
    await loadOrders();
    expect($orders.get().orders).toHaveLength(ORDERS_PAGE_SIZE);
    expect($hasMoreOrders.get()).toBe(true);
    await showMoreOrders();
    const ids = $orders.get().orders.map((order) => order.id);
    expect(ids).toHaveLength(ORDERS_PAGE_SIZE + 3);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect($hasMoreOrders.get()).toBe(false);
  });

  it('an order the client cannot read is left out and the others shown; a bad line leaves its order', async () => {
    const { list } = await getApi().payment.transactions.listByUserId({ limit: ORDERS_PAGE_SIZE });
    mangle = (path, body) => {
      if (path !== '/payment_transaction/list_by_user_id') return body;
      const answer = body as { count: number; list: Array<Record<string, unknown>> };
      const [first, second, ...rest] = answer.list;
      return {
        ...answer,
        list: [
          { ...first, amount: 'lots' },
          {
            ...second,
            products: {
              coin: (second!.products as { coin: unknown[] }).coin,
              item: [{ product: {}, count: 'x' }],
            },
          },
          ...rest,
        ],
      };
    };
    await loadOrders();
    const shown = $orders.get().orders.map((order) => order.id);
    expect(shown).toHaveLength(ORDERS_PAGE_SIZE - 1);
    expect(shown[0]).toBe(list[1]!.id);
    expect($orders.get().orders[0]!.lines.every((line) => line.lotType === 'coin')).toBe(true);
  });

  it('the receipt is read from get_by_id: loading, then the order on record; a failure shows the error', async () => {
    await loadOrders();
    const order = $orders.get().orders[0]!;
    const opening = openReceipt(order.id);
    expect($receipt.get()).toEqual({ status: 'loading', id: order.id });
    await opening;
    expect($receipt.get()).toEqual({ status: 'loaded', id: order.id, order });
    failing = true;
    await openReceipt(order.id);
    expect($receipt.get()).toEqual({ status: 'error', id: order.id });
  });
});

describe('support tickets', () => {
  it('"Report a problem" on an order opens a ticket on it, listed open, then closed', async () => {
    await loadOrders();
    const order = $orders.get().orders[0]!;
    await loadTickets();
    expect($tickets.get()).toMatchObject({ status: 'loaded', tickets: [] });

    const report = await reportProblem(order.id, '  The pack never reached my wallet.  ', 'en');
    expect(report).toMatchObject({
      ok: true,
      ticket: { orderId: order.id, open: true, text: 'The pack never reached my wallet.' },
    });
    await loadTickets();
    const [ticket] = $tickets.get().tickets;
    expect(ticket).toMatchObject({
      orderId: order.id,
      open: true,
      subject: `Problem with order #${order.id}`,
    });

    await expect(closeTicket(ticket!.id, 'en')).resolves.toBe(true);
    expect($tickets.get().tickets[0]).toMatchObject({ id: ticket!.id, open: false });
    await loadTickets();
    expect($tickets.get().tickets[0]).toMatchObject({ id: ticket!.id, open: false });
  });

  it('a description is required and bounded; nothing is sent otherwise', async () => {
    const before = (await getApi().payment.tickets.getByUserId()).count;
    await expect(reportProblem(1, '   ', 'en')).resolves.toEqual({
      ok: false,
      error: 'Describe the problem.',
    });
    await expect(reportProblem(1, 'x'.repeat(PROBLEM_TEXT_MAX + 1), 'en')).resolves.toEqual({
      ok: false,
      error: `Use at most ${PROBLEM_TEXT_MAX} characters.`,
    });
    expect((await getApi().payment.tickets.getByUserId()).count).toBe(before);
  });

  it("a refused report shows the server's text; a failed close leaves the ticket open", async () => {
    const refused = await reportProblem(99_999, 'Not my order', 'en');
    expect(refused).toEqual({ ok: false, error: 'no transaction 99999 of yours' });
    await loadOrders();
    const report = await reportProblem($orders.get().orders[0]!.id, 'Charged twice?', 'en');
    failing = true;
    await expect(closeTicket(report.ok ? report.ticket.id : 0, 'en')).resolves.toBe(false);
    expect($tickets.get().tickets[0]).toMatchObject({ open: true });
  });
});
