import { $cartState, $periods, addToCart, loadLocale } from '@rdc/core';
import { resetPeriods } from '@rdc/core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderHosted } from '../../test/render-hosted';
import { withSandbox } from '../../test/sandbox';
import * as m from '../generated/messages';
import { SubscriptionPeriods } from './SubscriptionPeriods';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

const harness = withSandbox({ faults: true });
beforeAll(() => loadLocale('de'));
afterEach(() => {
  resetPeriods();
  vi.restoreAllMocks();
  $cartState.set({ owner: 0, lines: [] });
});

describe('<rdc-subscription-periods> in German', () => {
  it('writes the texts with inputs', () => {
    expect(m.periods_for('de', { period: '12 Monate' })).toBe('für 12 Monate');
  });

  it('the periods, the price for the chosen one, and a subscription already in the cart', async () => {
    $periods.set({
      status: 'ready',
      periods: [
        { id: 1, length: 1 },
        { id: 4, length: 12 },
      ] as never,
    });
    addToCart({ id: 2, title: 'Pilotenabo', lot_type: 'subscription', price: { USD: 999 } });
    renderHosted(<SubscriptionPeriods lotId={2} usd={999} />);
    expect(screen.getByRole('heading', { name: 'Laufzeit' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Laufzeit des Abos' })).toBeVisible();
    const price = () => screen.getByText(/^\d+,\d\d/);
    expect(price()).toHaveTextContent(/^9,99\s\$ für 1 Monat$/);
    await userEvent.click(screen.getByRole('radio', { name: '12 Monate' }));
    expect(price()).toHaveTextContent(/^119,88\s\$ für 12 Monate$/);
    expect(screen.getByRole('status')).toHaveTextContent('Dieses Abo liegt schon in deinem Warenkorb.');
  });

  it('periods that fail to load say so in German', async () => {
    harness.app.faults?.replace([
      { path: '/market/period/list', status: 500, code: 5002, message: 'database error' },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHosted(<SubscriptionPeriods lotId={2} usd={999} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Laufzeiten konnten nicht geladen werden');
  });
});
