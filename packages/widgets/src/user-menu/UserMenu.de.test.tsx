import { $authModal, loadLocale, login } from '@rdc/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSandbox } from '../../test/sandbox';
import * as m from '../generated/messages';
import { UserMenu } from './UserMenu';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

withSandbox();

beforeAll(() => loadLocale('de'));
afterEach(() => $authModal.set(null));

describe('<rdc-user-menu> in German', () => {
  it('writes the texts with inputs', () => {
    expect(m.user_menu_account_menu('de', { name: 'demo' })).toBe('Kontomenü von demo');
    expect(m.user_menu_balance('de', { amount: '1.000,00 RDC' })).toBe('Guthaben: 1.000,00 RDC');
  });

  it('a visitor’s sign-in button', async () => {
    render(<UserMenu />);
    await userEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect($authModal.get()).toBe('login');
  });

  it('the compact trigger and the popup with the balance and the links', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    render(<UserMenu compact />);
    const trigger = screen.getByRole('button', { name: 'Kontomenü von demo' });
    fireEvent.mouseEnter(trigger.parentElement as HTMLElement);
    expect(screen.getByRole('link', { name: 'Einstellungen' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Bestellungen' })).toHaveAttribute('href', '/settings#orders');
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    const balance = await screen.findByText(/^1\.000,00\sRDC$/);
    expect(balance.closest('[part="balance"]')).toHaveTextContent(/^Guthaben: 1\.000,00\sRDC$/);
  });
});
