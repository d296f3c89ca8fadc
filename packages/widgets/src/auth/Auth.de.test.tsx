import { loadLocale, openAuthModal } from '@rdc/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withSandbox } from '../../test/sandbox';
import { renderHosted } from '../../test/render-hosted';
import * as m from '../generated/messages';
import { Auth } from './Auth';
import { AuthBlock } from './AuthBlock';
import { resetAuthAddressRead } from './AuthDialogs';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

withSandbox();

beforeAll(() => loadLocale('de'));
beforeEach(() => resetAuthAddressRead());

describe('<rdc-auth> in German', () => {
  it('writes the agreement with its links in the translation’s order', () => {
    expect(m.auth_agreement('de', { terms: 'AGB', privacy: 'Datenschutz' })).toBe(
      'Ich akzeptiere die AGB und die Datenschutz',
    );
    expect(m.auth_agreement('en', { terms: 'Terms', privacy: 'Privacy' })).toBe(
      'I agree to the Terms and the Privacy',
    );
    expect(m.auth_show_repeat_password('de')).toBe('Wiederholtes Passwort anzeigen');
  });

  it('the sign-in view', async () => {
    renderHosted(<Auth />);
    act(() => openAuthModal('login'));
    const modal = await screen.findByRole('dialog', { name: 'Anmelden' });
    const form = within(modal);
    expect(await form.findByLabelText('Kontoname oder E-Mail')).toBeVisible();
    expect(form.getByLabelText('Passwort')).toHaveAttribute('type', 'password');
    expect(form.getByRole('button', { name: 'Passwort anzeigen' })).toBeVisible();
    expect(form.getByRole('checkbox', { name: 'Angemeldet bleiben' })).not.toBeChecked();
    expect(form.getByRole('button', { name: 'Jetzt anmelden' })).toHaveAttribute('type', 'submit');
    expect(modal).toHaveTextContent('Noch kein Konto? Jetzt registrieren');
    await userEvent.click(form.getByRole('button', { name: 'Passwort vergessen?' }));
    const restore = await screen.findByRole('dialog', { name: 'Konto wiederherstellen' });
    expect(await within(restore).findByLabelText('E-Mail')).toBeVisible();
    expect(within(restore).getByRole('button', { name: 'Senden' })).toBeVisible();
    expect(within(restore).getByRole('button', { name: 'Schon ein Konto?' })).toBeVisible();
  });

  it('the register view: the birthday, the agreement with its two links', async () => {
    renderHosted(<Auth />);
    act(() => openAuthModal('register'));
    const modal = await screen.findByRole('dialog', { name: 'Jetzt registrieren' });
    const form = within(modal);
    expect(await form.findByLabelText('Kontoname')).toBeVisible();
    expect(form.getByLabelText('Empfehlungscode')).toBeVisible();
    expect(form.getByLabelText('Portfolio-Link (Creator-Programm)')).toBeVisible();
    expect(form.getByRole('group', { name: 'Geburtsdatum' })).toBeVisible();
    const month = form.getByRole('combobox', { name: 'Monat' });
    expect(within(month).getAllByRole('option')[0]).toHaveTextContent('Monat');
    expect(within(month).getAllByRole('option')[1]).toHaveTextContent('Januar');
    expect(within(form.getByRole('combobox', { name: 'Tag' })).getAllByRole('option')[0]).toHaveTextContent(
      'Tag',
    );
    expect(
      form.getByRole('checkbox', {
        name: 'Ich akzeptiere die Nutzungsbedingungen und die Datenschutzerklärung',
      }),
    ).not.toBeChecked();
    expect(form.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(form.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(form.getByRole('button', { name: 'Registrieren' })).toHaveAttribute('type', 'submit');
  });

  it('the block that asks a visitor to sign in', () => {
    render(<AuthBlock prompt="Melde dich an, um diesen Artikel zu kaufen." />);
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Jetzt registrieren' })).toBeVisible();
  });
});
