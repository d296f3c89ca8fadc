import { $authModal, formatMoney, getApi, login, ORDERS_PAGE_SIZE } from '@rdc/core';
import { resetOrders, resetTickets } from '@rdc/core/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cheapestItem, withSandbox } from '../../test/sandbox';
import { Orders } from './Orders';

const harness = withSandbox({ faults: true });
afterEach(() => {
  resetOrders();
  resetTickets();
});

/** Pays with demo's default card; an RDC line is paid from the balance, as its cart line says. */
async function pay(
  product: { lot_type: 'item' | 'coin'; lot_id: number; count: number },
  currency: 'USD' | 'RDC',
) {
  const api = getApi();
  await api.cart.edit({ shopping_cart_items: [{ ...product, currency }] });
  const { list } = await api.payment.cards.list();
  const card = list.find((c) => c.priority === '1') ?? list[0]!;
  const answer = (await api.payment.cards.pay({
    token_id: card.payment_method_id,
    payment: card.payment,
    product: [product],
  })) as { transaction_id?: number };
  await api.cart.edit({ shopping_cart_items: [{ ...product, count: 0, currency }] });
  return answer.transaction_id!;
}

async function recorded(id: number) {
  const { rows } = await harness.app.db.query<{ amount_usd: number; amount_rdc: number; card_last4: string }>(
    'SELECT amount_usd, amount_rdc, card_last4 FROM payment_transactions WHERE id = $1',
    [id],
  );
  return rows[0]!;
}

async function firstCoinPack() {
  const { rows } = await harness.app.db.query<{ id: number }>(
    'SELECT id FROM market_coin_pack WHERE enabled ORDER BY id LIMIT 1',
  );
  return rows[0]!.id;
}

/** An amount as the order shows it in English, its no-break space read as a space. */
const money = (minor: number, currency: 'USD' | 'RDC') =>
  formatMoney(minor, currency, 'en').replace(/\u00a0/g, ' ');

function orderCard(id: number) {
  return screen.getByRole('listitem', { name: `Order #${id}` });
}

describe('<rdc-orders>', () => {
  it('a visitor is asked to sign in; signed in with no payment: "No orders yet" with a link to the marketplace', async () => {
    render(<Orders />);
    await userEvent.click(screen.getByRole('button', { name: 'Sing In' }));
    expect($authModal.get()).toBe('login');
    await act(() => login({ alias: 'demo', password: 'demo1234' }, 'en'));
    expect(await screen.findByText('No orders yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find something in the marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
    expect(await screen.findByText(/No tickets/)).toBeVisible();
  });

  it('on a page that already asks to sign in (hideSignIn), a visitor reads why the orders are missing and sees no second Sing In', () => {
    render(<Orders hideSignIn />);
    expect(screen.getByText('Sign in to see your orders.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sing In' })).toBeNull();
  });

  it('a failed list shows the error status with Retry, which loads it again', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    harness.app.faults?.replace([
      {
        path: '/payment_transaction/list_by_user_id',
        status: 500,
        code: 5002,
        message: 'database error',
        times: 1,
      },
    ]);
    render(<Orders />);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Ooops... something wrong. Try one more time.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders yet')).toBeVisible();
  });

  it('each order: its date, lines, the USD charged, the RDC debited and the card (or the balance) as recorded', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    const coin = await firstCoinPack();
    const item = await cheapestItem();
    const byCard = await pay({ lot_type: 'coin', lot_id: coin, count: 2 }, 'USD');
    const byBalance = await pay({ lot_type: 'item', lot_id: item.id, count: 1 }, 'RDC');
    render(<Orders />);

    await screen.findByRole('heading', { name: `Order #${byBalance}` });
    const list = screen.getByRole('list', { name: /orders, newest first/ });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([`Order #${byBalance}`, `Order #${byCard}`]);

    const card = await recorded(byCard);
    const cardOrder = orderCard(byCard);
    expect(within(cardOrder).getByText('Charged to card').nextSibling).toHaveTextContent(
      money(card.amount_usd, 'USD'),
    );
    expect(within(cardOrder).getByText('From balance').nextSibling).toHaveTextContent('RDC 0.00');
    expect(within(cardOrder).getByText(`Visa ending in ${card.card_last4}`)).toBeVisible();
    expect(within(cardOrder).getByText('× 2')).toBeVisible();
    expect(within(cardOrder).getByRole('time')).toHaveAttribute(
      'datetime',
      expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    );
    // When it was paid, to the minute, as the reader's locale writes it: "Nov 26, 2026, 10:00 AM".
    expect(within(cardOrder).getByRole('time')).toHaveTextContent(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M$/,
    );

    const balance = await recorded(byBalance);
    const balanceOrder = orderCard(byBalance);
    expect(within(balanceOrder).getByText(item.title)).toBeVisible();
    expect(within(balanceOrder).getByText('Charged to card').nextSibling).toHaveTextContent('$0.00');
    expect(within(balanceOrder).getByText('From balance').nextSibling).toHaveTextContent(
      money(balance.amount_rdc, 'RDC'),
    );
    expect(within(balanceOrder).getByText('Paid from RDC balance')).toBeVisible();
  });

  it('the receipt opens in a dialog from get_by_id, traps the focus and closes on Escape', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    const id = await pay({ lot_type: 'coin', lot_id: await firstCoinPack(), count: 1 }, 'USD');
    const { amount_usd } = await recorded(id);
    render(<Orders />);
    const open = await screen.findByRole('button', { name: `Receipt of order #${id}` });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: `Receipt · Order #${id}` });
    expect((await within(dialog).findByText('Charged to card')).nextSibling).toHaveTextContent(
      money(amount_usd, 'USD'),
    );
    expect(harness.calls).toContain('POST /payment_transaction/get_by_id');
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let press = 0; press < 4; press++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
  });

  it('"Report a problem": a required, bounded description opens a ticket on the order, listed Open, then Closed', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    const id = await pay({ lot_type: 'coin', lot_id: await firstCoinPack(), count: 1 }, 'USD');
    render(<Orders />);
    const report = await screen.findByRole('button', { name: `Report a problem with order #${id}` });
    expect(report).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(report);
    expect(report).toHaveAttribute('aria-expanded', 'true');
    const field = await screen.findByRole('textbox', { name: `What went wrong with order #${id}?` });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('maxLength', '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Describe the problem.');
    expect(harness.calls).not.toContain('POST /payment_transaction/ticket/add');

    await userEvent.type(field, 'The coins never reached my wallet.');
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    const opened = await screen.findByText(/^Ticket #\d+ opened/);
    const ticketId = Number(/#(\d+)/.exec(opened.textContent ?? '')?.[1]);
    expect(report).toHaveFocus();
    expect(harness.bodies('POST /payment_transaction/ticket/add')).toEqual([
      {
        transaction_id: id,
        subject: `Problem with order #${id}`,
        text: 'The coins never reached my wallet.',
      },
    ]);

    const tickets = screen.getByRole('region', { name: 'Support tickets' });
    const ticket = within(tickets)
      .getByText(`Ticket #${ticketId} · Order #${id}`)
      .closest('li') as HTMLElement;
    expect(within(ticket).getByText('Open')).toBeVisible();
    expect(within(ticket).getByText('The coins never reached my wallet.')).toBeVisible();
    await userEvent.click(within(ticket).getByRole('button', { name: `Close ticket #${ticketId}` }));
    expect(await within(ticket).findByText('Closed')).toBeVisible();
    expect(within(ticket).queryByRole('button')).toBeNull();
    const { rows } = await harness.app.db.query<{ status: string }>(
      'SELECT status FROM tickets WHERE id = $1',
      [ticketId],
    );
    expect(rows[0]?.status).toBe('closed');
  });

  it(`ten orders at a time, newest first: Show more adds the next ${ORDERS_PAGE_SIZE}, then is gone`, async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    const coin = await firstCoinPack();
    const { count } = await getApi().payment.transactions.listByUserId();
    for (let paid = count; paid < ORDERS_PAGE_SIZE + 2; paid++)
      await pay({ lot_type: 'coin', lot_id: coin, count: 1 }, 'USD');
    render(<Orders />);
    const list = await screen.findByRole('list', { name: `${ORDERS_PAGE_SIZE + 2} orders, newest first` });
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(ORDERS_PAGE_SIZE);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() =>
      expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(ORDERS_PAGE_SIZE + 2),
    );
    const ids = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => Number(heading.textContent?.replace('Order #', '')));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
