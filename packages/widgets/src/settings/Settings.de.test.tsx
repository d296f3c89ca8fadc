import { $authModal, $notifications, $settings, clearNotifications, loadLocale, login } from '@rdc/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSandbox } from '../../test/sandbox';
import * as m from '../generated/messages';
import { Settings } from './Settings';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

withSandbox();

beforeAll(() => loadLocale('de'));
afterEach(() => {
  $authModal.set(null);
  $settings.set(null);
  act(() => clearNotifications());
});

const messages = () => $notifications.get().map((item) => item.message);

describe('<rdc-settings> in German', () => {
  it('asks a visitor to sign in', async () => {
    render(<Settings />);
    expect(screen.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
    expect(screen.getByText('Melde dich an, um deine Einstellungen zu sehen und zu ändern.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect($authModal.get()).toBe('login');
  });

  it('the signed-in page, its controls and its confirmations', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    render(<Settings />);
    const identification = (await screen.findByRole('heading', { name: 'Identifikation' }))
      .parentElement as HTMLElement;
    expect(screen.getByRole('heading', { name: 'Einstellungen', level: 2 })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Zeitzone' })).toBeVisible();
    await waitFor(() => expect($settings.get()).not.toBeNull());
    await userEvent.click(screen.getByRole('switch', { name: 'Mit Login-ID anmelden' }));
    await waitFor(() => expect(messages()).toContain('Anmeldeeinstellung gespeichert.'));
    await userEvent.click(within(identification).getByRole('button', { name: 'Bearbeiten' }));
    const field = within(identification).getByRole('textbox', { name: 'Benutzername' });
    expect(within(identification).getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'Sternenfahrer');
    await userEvent.click(within(identification).getByRole('button', { name: 'Fertig' }));
    await waitFor(() => expect(messages()).toContain('Benutzername gespeichert.'));
    expect(m.settings_timezone_failed('de')).toBe(
      'Die Zeitzone konnte nicht gespeichert werden. Versuch es noch einmal.',
    );
  });
});
