import { formatDay, loadLocale } from '@rdc/core';
import { resetPlans } from '@rdc/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn, withScriptedApi } from '../../test/with-scripted-api';
import { renderHosted } from '../../test/render-hosted';
import * as m from '../generated/messages';
import { Plans } from './Plans';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

const harness = withScriptedApi();

beforeAll(() => loadLocale('de'));
beforeEach(() => {
  harness.server.on('POST /market/plan/list', {
    body: {
      count: 1,
      list: [
        {
          id: 1,
          title: 'KI-Begleiter',
          lot_type: 'plan',
          price: { USD: 1499 },
          periods: [
            { id: 1, length: 1 },
            { id: 3, length: 6 },
          ],
        },
      ],
    },
  });
  harness.server.on('GET /wallet/balance', { body: { balance: 0 } });
});
afterEach(() => resetPlans());

describe('<rdc-plans> in German', () => {
  it('writes the texts with inputs', () => {
    expect(m.plans_for('de', { period: '6 Monate' })).toBe('für 6 Monate');
    expect(m.plans_expires('de', { date: '1. März 2027' })).toBe('Gültig bis 1. März 2027');
    expect(m.plans_add_to_cart_of('de', { title: 'KI-Begleiter' })).toBe('In den Warenkorb: KI-Begleiter');
    expect(m.plans_in_cart_of('de', { title: 'KI-Begleiter' })).toBe('Im Warenkorb: KI-Begleiter');
    expect(m.plans_buy_now_of('de', { title: 'KI-Begleiter' })).toBe('Jetzt kaufen: KI-Begleiter');
  });

  it('a plan: its periods, the price and expiry for the chosen one, the buttons', async () => {
    logIn();
    renderHosted(<Plans />);
    expect(screen.getByRole('region', { name: 'Tarife' })).toBeVisible();
    const card = await screen.findByRole('article', { name: 'KI-Begleiter' });
    const periods = within(card).getByRole('group', { name: 'Laufzeit' });
    await userEvent.click(within(periods).getByRole('radio', { name: '6 Monate' }));
    const offer = card.querySelector('[part="offer"]') as HTMLElement;
    expect(offer).toHaveTextContent(/89,94\s\$ für 6 Monate/);
    const expiry = within(offer).getByText(/^Gültig bis /);
    expect(expiry.textContent).toBe(
      `Gültig bis ${formatDay(new Date(`${expiry.getAttribute('datetime')}T00:00`), 'de')}`,
    );
    expect(within(card).getByRole('button', { name: 'Jetzt kaufen: KI-Begleiter' })).toHaveTextContent(
      'Jetzt kaufen',
    );
    expect(within(card).getByRole('button', { name: 'In den Warenkorb: KI-Begleiter' })).toHaveTextContent(
      'In den Warenkorb',
    );
  });
});
