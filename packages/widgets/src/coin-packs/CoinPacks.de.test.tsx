import { formatCoinPackRdc, formatMoney, loadLocale } from '@rdc/core';
import { resetCatalogue } from '@rdc/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHosted } from '../../test/render-hosted';
import { withScriptedApi } from '../../test/with-scripted-api';
import * as m from '../generated/messages';
import { CoinPacks } from './CoinPacks';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

const harness = withScriptedApi();

beforeAll(() => loadLocale('de'));
// The catalogue keeps a list 5 minutes: each case starts from loading.
beforeEach(resetCatalogue);

const LIST = 'POST /market/coins_package/list';
const pack = { id: 2, count: 50000, price: { USD: 499 }, enabled: true };

describe('<rdc-coin-packs> in German', () => {
  it('writes the texts with inputs', () => {
    const amount = formatCoinPackRdc(pack, 'de');
    expect(amount).toMatch(/^500\sRDC$/);
    expect(m.coin_packs_buy_label('de', { amount })).toBe(`${amount} kaufen`);
    expect(m.coin_packs_added('de', { amount })).toBe(`${amount} in den Warenkorb gelegt`);
  });

  it('a pack, its Buy, and what Buy did', async () => {
    harness.server.on(LIST, { body: { count: 1, list: [pack] } });
    renderHosted(<CoinPacks />);
    const amount = formatCoinPackRdc(pack, 'de');
    const buy = await screen.findByRole('button', { name: `${amount} kaufen` });
    expect(buy).toHaveTextContent(/^Kaufen$/);
    const packs = screen.getByRole('region', { name: 'Münzpakete' });
    const was = within(packs).getByText(/^statt/);
    expect(was).toHaveClass('rdc-visually-hidden');
    expect(packs.querySelector('[part="former-price"]')).toHaveTextContent(
      formatMoney(624, 'USD', 'de').replace(/\u00a0/g, ' '),
    );
    await userEvent.click(buy);
    expect(screen.getByRole('status')).toHaveTextContent(
      `${amount} in den Warenkorb gelegt`.replace(/\u00a0/g, ' '),
    );
  });

  it('no packs: "Keine Münzpakete gefunden"', async () => {
    harness.server.on(LIST, { body: { count: 0, list: [] } });
    renderHosted(<CoinPacks />);
    expect(await screen.findByText('Keine Münzpakete gefunden')).toBeVisible();
  });
});
