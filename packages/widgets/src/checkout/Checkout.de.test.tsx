import { formatCoinPackRdc, formatMoney, loadLocale } from '@rdc/core';
import type { OrderSummary } from '@rdc/core';
import { resetCatalogue } from '@rdc/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHosted } from '../../test/render-hosted';
import { withScriptedApi } from '../../test/with-scripted-api';
import * as m from '../generated/messages';
import { AdditionalCurrency } from './AdditionalCurrency';
import { DeliveryStep } from './DeliveryStep';
import { PlaceOrder } from './PlaceOrder';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

const harness = withScriptedApi();

beforeAll(() => loadLocale('de'));
beforeEach(resetCatalogue);

const summary = (change: Partial<OrderSummary>): OrderSummary => ({
  lines: [],
  topUps: [],
  card: 0,
  wallet: 0,
  credit: 0,
  balance: 0,
  balanceAfter: 0,
  shortfall: 0,
  ...change,
});

/** A text as Testing Library compares it: the formatter's no-break spaces read as spaces. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
const amountOf = (term: string) => screen.getByText(spaced(term)).nextElementSibling;

describe('the checkout views in German', () => {
  it('write the texts with inputs', () => {
    const pack = formatCoinPackRdc({ count: 50000 }, 'de');
    expect(m.checkout_top_up_line('de', { pack, count: 2 })).toBe(`Aufladung ${pack} × 2`);
    const amount = formatMoney(1250, 'RDC', 'de');
    expect(m.checkout_shortfall('de', { amount })).toBe(`Nicht genug RDC: Es fehlen noch ${amount}.`);
    expect(m.checkout_remove_pack('de', { pack })).toBe(`${pack} entfernen`);
  });

  it('what the order takes, then Place order', () => {
    const topUp = { packId: 1, pack: { count: 50000 }, count: 2, usd: 998, rdc: 100000 };
    const { unmount } = render(
      <PlaceOrder
        summary={summary({ topUps: [topUp], card: 998, wallet: 2500, balanceAfter: 97500 })}
        disabled={false}
        onPlace={() => {}}
        className=""
      />,
    );
    const pack = formatCoinPackRdc({ count: 50000 }, 'de');
    expect(amountOf(`Aufladung ${pack} × 2`)).toHaveTextContent(spaced(formatMoney(998, 'USD', 'de')));
    expect(amountOf('Von deiner Karte abgebucht')).toHaveTextContent(spaced(formatMoney(998, 'USD', 'de')));
    expect(amountOf('Von deinem RDC-Guthaben')).toHaveTextContent(spaced(formatMoney(2500, 'RDC', 'de')));
    expect(amountOf('RDC-Guthaben danach')).toHaveTextContent(spaced(formatMoney(97500, 'RDC', 'de')));
    expect(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeEnabled();
    unmount();
    render(<PlaceOrder summary={summary({ wallet: 2500 })} disabled onPlace={() => {}} className="" />);
    expect(amountOf('Von deiner Karte abgebucht')).toHaveTextContent(
      'Nichts: Deine Karte wird nicht belastet',
    );
    expect(amountOf('Dein RDC-Guthaben zahlt')).toHaveTextContent(spaced(formatMoney(2500, 'RDC', 'de')));
  });

  it('the delivery step: its tabs and Weiter', async () => {
    renderHosted(<DeliveryStep />);
    expect(screen.getByRole('tablist', { name: 'Lieferung' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Ingame-Artikel' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist', { name: 'Ingame-Artikel' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Ingame-Adresse' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Abholstation' })).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Physische Artikel' }));
    expect(screen.getByRole('tab', { name: 'Physische Artikel' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeVisible();
  });

  it('the coin packs to top up with, and the packs chosen', async () => {
    harness.server.on('POST /market/coins_package/list', {
      body: { count: 1, list: [{ id: 2, count: 50000, price: { USD: 499 }, enabled: true }] },
    });
    renderHosted(<AdditionalCurrency />);
    expect(screen.getByRole('status')).toHaveTextContent('Münzpakete werden geladen …');
    const packs = await screen.findByRole('region', { name: 'Münzpakete' });
    const pack = formatCoinPackRdc({ count: 50000 }, 'de');
    await userEvent.click(within(packs).getByRole('button', { name: `${pack} kaufen` }));
    const chosen = screen.getByRole('list', { name: 'Zusätzliche Währung' });
    expect(within(chosen).getByRole('button', { name: `${pack} entfernen` })).toHaveTextContent('Entfernen');
  });
});
