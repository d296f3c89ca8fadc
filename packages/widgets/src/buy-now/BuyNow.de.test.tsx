import { $balance, formatMoney, formatUnits, loadLocale, login, openBuyNow } from '@rdc/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cheapestItem, withSandbox } from '../../test/sandbox';
import { renderHosted } from '../../test/render-hosted';
import * as m from '../generated/messages';
import { BuyNow } from './BuyNow';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

withSandbox();

beforeAll(() => loadLocale('de'));

/** A text as Testing Library compares it: the formatter's no-break spaces read as spaces. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

describe('<rdc-buy-now> in German', () => {
  it('writes the texts with inputs', () => {
    expect(m.buy_now_period('de', { period: formatUnits(1, 'month', 'de') })).toBe('Für 1 Monat');
    expect(m.buy_now_period('de', { period: formatUnits(6, 'month', 'de') })).toBe('Für 6 Monate');
    const amount = formatMoney(1250, 'RDC', 'de');
    expect(m.buy_now_shortfall('de', { amount })).toBe(
      `Nicht genug RDC: Es fehlen noch ${amount}. Bezahl in USD oder lade dein Guthaben im Warenkorb auf.`,
    );
  });

  it('a visitor: the product, the currency to pay in and the sign-in prompt', async () => {
    renderHosted(<BuyNow />);
    act(() => void openBuyNow({ id: 1, title: 'Sonde', lot_type: 'item', price: { USD: 100 } }));
    const modal = await screen.findByRole('dialog', { name: 'Sofort kaufen' });
    expect(within(modal).getByRole('group', { name: 'Bezahlen mit' })).toBeVisible();
    expect(modal).toHaveTextContent('Melde dich an, um diesen Artikel zu kaufen.');
  });

  it('a signed-in player: the balance, the payment, the total and Place order', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await waitFor(() => expect($balance.get()).toBeGreaterThan(0));
    const item = await cheapestItem();
    renderHosted(<BuyNow />);
    act(() => void openBuyNow(item));
    const modal = await screen.findByRole('dialog', { name: 'Sofort kaufen' });
    expect(modal).toHaveTextContent(spaced(`Guthaben: ${formatMoney($balance.get(), 'RDC', 'de')}`));
    expect(within(modal).getByRole('heading', { name: 'Zahlung' })).toBeVisible();
    const usd = formatMoney(item.price.USD ?? 0, 'USD', 'de');
    expect(modal).toHaveTextContent(spaced(`Gesamt: ${usd} · ${formatMoney(0, 'RDC', 'de')}`));
    expect(within(modal).getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeVisible();
  });
});
