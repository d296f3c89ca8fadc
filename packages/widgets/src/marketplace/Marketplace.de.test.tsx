import { loadLocale } from '@rdc/core';
import { resetCatalogue } from '@rdc/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHosted } from '../../test/render-hosted';
import { withScriptedApi } from '../../test/with-scripted-api';
import * as m from '../generated/messages';
import { Marketplace } from './Marketplace';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

const harness = withScriptedApi();

const entries = (count: number) =>
  Array.from({ length: count }, (_, n) => ({ id: n + 1, title: `Teil ${n + 1}` }));
const subscription = (id: number, items: number, packages: number, months: number) => ({
  id,
  title: `Abo ${id}`,
  lot_type: 'subscription',
  price: { USD: 999 },
  lot_items: entries(items),
  lot_packages: entries(packages),
  period: { id: months, length: months },
});

beforeAll(() => loadLocale('de'));
beforeEach(() => {
  resetCatalogue();
  window.history.replaceState(null, '', '/marketplace');
  harness.server.on('POST /market/subscription/list', {
    body: { count: 2, list: [subscription(1, 1, 1, 1), subscription(2, 3, 2, 3)] },
  });
  harness.server.on('POST /market/packages/list', {
    body: { count: 1, list: [{ id: 5, title: 'Starterpaket', lot_type: 'package', price: { USD: 4999 } }] },
  });
});

describe('<rdc-marketplace> in German', () => {
  it('writes the plurals and the texts with inputs', () => {
    expect(m.marketplace_item_count('de', { count: 1 })).toBe('1 Artikel');
    expect(m.marketplace_item_count('de', { count: 3 })).toBe('3 Artikel');
    expect(m.marketplace_package_count('de', { count: 1 })).toBe('1 Paket');
    expect(m.marketplace_package_count('de', { count: 2 })).toBe('2 Pakete');
    expect(m.marketplace_every('de', { months: 1, period: '1 Monat' })).toBe('jeden Monat');
    expect(m.marketplace_every('de', { months: 3, period: '3 Monate' })).toBe('alle 3 Monate');
    expect(m.marketplace_item_count('en', { count: 1 })).toBe('1 item');
    expect(m.marketplace_package_count('en', { count: 2 })).toBe('2 packages');
    expect(m.marketplace_every('en', { months: 1, period: '1 month' })).toBe('every 1 month');
    expect(m.marketplace_subscription_group('de', { number: 2 })).toBe('Abos, Gruppe 2');
  });

  it('subscriptions: the group, what each holds and how often, Add to Cart then Im Warenkorb', async () => {
    renderHosted(<Marketplace tab="subscriptions" />);
    const group = await screen.findByRole('list', { name: 'Abos, Gruppe 1' });
    expect([...group.querySelectorAll('[part="contents"]')].map((contents) => contents.textContent)).toEqual([
      '1 Artikel · 1 Paket · jeden Monat',
      '3 Artikel · 2 Pakete · alle 3 Monate',
    ]);
    expect(screen.getByRole('combobox', { name: 'Abos pro Seite' })).toBeVisible();
    await userEvent.click(within(group).getByRole('button', { name: 'In den Warenkorb: Abo 1' }));
    expect(within(group).getByRole('button', { name: 'Im Warenkorb: Abo 1' })).toHaveTextContent(
      'Im Warenkorb',
    );
  });

  it('packages: the grid and the extra block', async () => {
    renderHosted(<Marketplace tab="packages" />);
    const grid = await screen.findByRole('list', { name: 'Pakete' });
    expect(within(grid).getByRole('button', { name: 'In den Warenkorb: Starterpaket' })).toHaveTextContent(
      'In den Warenkorb',
    );
    const extra = screen.getByRole('complementary', { name: 'Warum ein Paket?' });
    expect(
      within(extra).getByRole('link', { name: 'Einzelne Artikel in der Manufaktur ansehen' }),
    ).toBeVisible();
  });

  it('the coin packs, the limited time offers, and the way to the manufactory', async () => {
    harness.server.on('POST /market/coins_package/list', {
      body: { count: 1, list: [{ id: 1, count: 500, price: { USD: 499 } }] },
    });
    renderHosted(<Marketplace hideTabs />);
    expect(await screen.findByRole('list', { name: 'Münzpakete' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Münzpakete pro Seite' })).toBeVisible();
    renderHosted(<Marketplace tab="limitedTimeOffers" />);
    expect(await screen.findByRole('list', { name: 'Zeitlich begrenzte Angebote' })).toBeVisible();
    renderHosted(<Marketplace tab="manufactory" hideTabs />);
    expect(screen.getByRole('link', { name: 'Zur Manufaktur' })).toBeVisible();
  });
});
