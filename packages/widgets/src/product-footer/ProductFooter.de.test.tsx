import { $periods, loadLocale } from '@rdc/core';
import { resetPeriods } from '@rdc/core/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logIn, withScriptedApi } from '../../test/with-scripted-api';
import { renderHosted } from '../../test/render-hosted';
import * as m from '../generated/messages';
import { ProductFooter } from './ProductFooter';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

const harness = withScriptedApi();

beforeAll(() => loadLocale('de'));
beforeEach(() => {
  harness.server.on('POST /market/subscription/get_by_id', {
    body: { id: 31, title: 'Pilotenabo', lot_type: 'subscription', price: { USD: 999, RDC: 120000 } },
  });
  harness.server.on('GET /wallet/balance', { body: { balance: 0 } });
});
afterEach(() => resetPeriods());

describe('<rdc-product-footer> in German', () => {
  it('writes the texts with inputs', () => {
    expect(m.product_footer_label('de', { title: 'Pilotenabo' })).toBe('Pilotenabo: Preis und Kauf');
    expect(m.product_footer_for('de', { period: '3 Monate' })).toBe('für 3 Monate');
  });

  it('a subscription for its chosen period: the price for it, In den Warenkorb, then Im Warenkorb', async () => {
    $periods.set({ status: 'ready', periods: [{ id: 2, length: 3 }] as never });
    renderHosted(<ProductFooter lotId={31} lotType="subscription" />);
    const footer = await screen.findByRole('contentinfo', { name: 'Pilotenabo: Preis und Kauf' });
    expect(footer).toHaveTextContent('für 3 Monate');
    await userEvent.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(screen.getByRole('button', { name: 'Im Warenkorb' })).toBeDisabled();
  });

  it('Jetzt kaufen for a logged-in player', async () => {
    logIn();
    renderHosted(<ProductFooter lotId={31} lotType="subscription" />);
    expect(await screen.findByRole('button', { name: 'Jetzt kaufen' })).toBeVisible();
  });
});
