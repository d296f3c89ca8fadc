import { formatCount, formatMoney, getApi, loadLocale, login } from '@rdc/core';
import { resetOrders, resetTickets } from '@rdc/core/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSandbox } from '../../test/sandbox';
import * as m from '../generated/messages';
import { Orders } from './Orders';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

const harness = withSandbox();

beforeAll(() => loadLocale('de'));
afterEach(() => {
  resetOrders();
  resetTickets();
});

/** Pays for one coin pack with demo's default card; the order's id. */
async function payForACoinPack() {
  const { rows } = await harness.app.db.query<{ id: number }>(
    'SELECT id FROM market_coin_pack WHERE enabled ORDER BY id LIMIT 1',
  );
  const product = { lot_type: 'coin' as const, lot_id: rows[0]!.id, count: 1 };
  const api = getApi();
  await api.cart.edit({ shopping_cart_items: [{ ...product, currency: 'USD' }] });
  const { list } = await api.payment.cards.list();
  const card = list.find((c) => c.priority === '1') ?? list[0]!;
  const answer = (await api.payment.cards.pay({
    token_id: card.payment_method_id,
    payment: card.payment,
    product: [product],
  })) as { transaction_id?: number };
  await api.cart.edit({ shopping_cart_items: [{ ...product, count: 0, currency: 'USD' }] });
  return answer.transaction_id!;
}

describe('<rdc-orders> in German', () => {
  it('writes the plural and the texts with inputs', () => {
    const list = (count: number) => m.orders_list_label('de', { count, countText: formatCount(count, 'de') });
    expect(list(1)).toBe('1 Bestellung, neueste zuerst');
    expect(list(12)).toBe('12 Bestellungen, neueste zuerst');
    expect(list(1200)).toBe('1.200 Bestellungen, neueste zuerst');
    expect(m.orders_list_label('en', { count: 1, countText: '1' })).toBe('1 order, newest first');
    expect(m.orders_ticket_for_order('de', { id: 4, order: 17 })).toBe('Ticket Nr. 4 · Bestellung Nr. 17');
    expect(m.orders_line_paid_in('de', { currency: 'RDC' })).toBe('bezahlt in RDC');
    expect(m.orders_balance_after('de', { amount: formatMoney(2500, 'RDC', 'de') })).toBe(
      `Guthaben nach dieser Bestellung: ${formatMoney(2500, 'RDC', 'de')}`,
    );
  });

  it('a visitor is asked to sign in; signed in with no payment: no orders and no tickets', async () => {
    render(<Orders />);
    expect(screen.getByRole('heading', { name: 'Bestellungen' })).toBeVisible();
    expect(screen.getByText('Melde dich an, um deine Bestellungen zu sehen.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await act(() => login({ alias: 'demo', password: 'demo1234' }, 'en'));
    expect(await screen.findByText('Noch keine Bestellungen')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Finde etwas auf dem Marktplatz' })).toBeVisible();
    const tickets = screen.getByRole('region', { name: 'Support-Tickets' });
    expect(
      await within(tickets).findByText(
        'Keine Tickets. Über „Problem melden“ bei einer Bestellung kannst du eins eröffnen.',
      ),
    ).toBeVisible();
  });

  it('an order: its list, amounts, receipt and problem report', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    const id = await payForACoinPack();
    render(<Orders />);
    const order = await screen.findByRole('listitem', { name: `Bestellung Nr. ${id}` });
    expect(screen.getByRole('list', { name: /^\d+ Bestellung(en)?, neueste zuerst$/ })).toContainElement(
      order,
    );
    for (const term of [
      'Von der Karte abgebucht',
      'Vom Guthaben',
      'Dem Guthaben gutgeschrieben',
      'Bezahlt mit',
    ])
      expect(within(order).getByText(term)).toBeVisible();

    await userEvent.click(within(order).getByRole('button', { name: `Beleg zu Bestellung Nr. ${id}` }));
    const receipt = await screen.findByRole('dialog', { name: `Beleg · Bestellung Nr. ${id}` });
    expect(await within(receipt).findByText(/^Bezahlt am /)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(
      within(order).getByRole('button', { name: `Problem mit Bestellung Nr. ${id} melden` }),
    );
    const field = await screen.findByRole('textbox', {
      name: `Was ist bei Bestellung Nr. ${id} schiefgelaufen?`,
    });
    expect(within(order).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await userEvent.type(field, 'Die Münzen sind nicht angekommen.');
    await userEvent.click(within(order).getByRole('button', { name: 'Meldung senden' }));
    const opened = await within(order).findByText(
      /^Ticket Nr\. \d+ eröffnet\. Du findest es unter Support-Tickets\.$/,
    );
    const ticketId = /Nr\. (\d+)/.exec(opened.textContent ?? '')?.[1];
    const ticket = (await screen.findByText(`Ticket Nr. ${ticketId} · Bestellung Nr. ${id}`)).closest('li');
    expect(within(ticket as HTMLElement).getByText('Offen')).toBeVisible();
    await userEvent.click(
      within(ticket as HTMLElement).getByRole('button', { name: `Ticket Nr. ${ticketId} schließen` }),
    );
    expect(await within(ticket as HTMLElement).findByText('Geschlossen')).toBeVisible();
  });
});
