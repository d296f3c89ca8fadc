import { addToCart, formatUnits, loadLocale } from '@rdc/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuthAddressRead } from '../auth/AuthDialogs';
import { withSandbox } from '../../test/sandbox';
import { renderHosted } from '../../test/render-hosted';
import * as m from '../generated/messages';
import { Basket } from './Basket';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

withSandbox();

beforeAll(() => loadLocale('de'));
beforeEach(() => resetAuthAddressRead());

const step = (name: string) => screen.getByRole('button', { name: `Schritt ${name}` });

describe('<rdc-basket> in German', () => {
  it('writes the texts with inputs', () => {
    expect(m.basket_line_period('de', { period: formatUnits(1, 'month', 'de') })).toBe('für 1 Monat');
    expect(m.basket_line_period('de', { period: formatUnits(3, 'month', 'de') })).toBe('für 3 Monate');
    expect(m.basket_line_less('de', { title: 'Sonde' })).toBe('Anzahl von Sonde verringern');
    expect(m.basket_line_remove('de', { title: 'Sonde' })).toBe('Sonde entfernen');
  });

  it('the empty cart: the steps, the summary and the coupon row', () => {
    renderHosted(<Basket />);
    expect(screen.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
    expect(step('1: Dein Warenkorb')).toHaveAttribute('aria-expanded', 'true');
    expect(step('2: Lieferdaten')).toHaveAttribute('aria-expanded', 'false');
    expect(step('3: Zahlung')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Dein Warenkorb ist leer.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/marketplace');
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeDisabled();
    const summary = screen.getByRole('complementary', { name: 'Warenkorb-Übersicht' });
    expect(within(summary).getByText('RDC-Guthaben')).toBeVisible();
    expect(within(summary).getByText('Gesamt')).toBeVisible();
    expect(within(summary).getByRole('form', { name: 'Gutschein' })).toBeVisible();
    expect(within(summary).getByRole('textbox', { name: 'Gutschein' })).toHaveAttribute(
      'placeholder',
      'Gutschein',
    );
    expect(within(summary).getByRole('button', { name: 'Einlösen' })).toBeVisible();
    expect(within(summary).getByRole('button', { name: 'Währung' })).toBeVisible();
  });

  it('a cart line, and the sign-in block a guest meets on Weiter', async () => {
    act(() => void addToCart({ id: 901, title: 'Sonde', lot_type: 'item', price: { USD: 250, RDC: 2500 } }));
    renderHosted(<Basket />);
    const lines = screen.getByRole('list', { name: 'Artikel im Warenkorb' });
    expect(within(lines).getByRole('group', { name: 'Anzahl von Sonde' })).toBeVisible();
    expect(within(lines).getByRole('button', { name: 'Anzahl von Sonde verringern' })).toBeVisible();
    expect(within(lines).getByRole('button', { name: 'Anzahl von Sonde erhöhen' })).toBeVisible();
    expect(within(lines).getByRole('combobox', { name: 'Währung für Sonde' })).toHaveValue('USD');
    expect(within(lines).getByRole('button', { name: 'Sonde entfernen' })).toHaveTextContent('Entfernen');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    const block = screen.getByRole('region', { name: 'Anmelden und fortfahren' });
    expect(block).toHaveTextContent(
      'Melde dich an oder registriere dich, um mit deiner Bestellung fortzufahren.',
    );
  });
});
