import { loadLocale, login } from '@rdc/core';
import { resetAddresses } from '@rdc/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withSandbox } from '../../test/sandbox';
import * as m from '../generated/messages';
import { BillingAddresses } from './BillingAddresses';
import { InGameAddresses } from './GameAddresses';
import { ShippingAddresses } from './ShippingAddresses';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

withSandbox();

beforeAll(() => loadLocale('de'));
// Demo has one in-game address, Hangar 7, and no other.
beforeEach(() => login({ alias: 'demo', password: 'demo1234' }, 'en'));
afterEach(() => resetAddresses());

describe('the address books in German', () => {
  it('write the names of an address’s controls with their inputs', () => {
    expect(m.addresses_choose('de', { choice: 'Hierhin liefern', address: 'Hangar 7' })).toBe(
      'Hierhin liefern: Hangar 7',
    );
    expect(m.addresses_edit_named('de', { address: 'Hangar 7' })).toBe('Hangar 7 bearbeiten');
    expect(m.addresses_delete_named('de', { address: 'Hangar 7' })).toBe('Hangar 7 löschen');
    expect(
      m.addresses_choose('de', { choice: m.addresses_use_for_billing('de'), address: 'Erika Muster' }),
    ).toBe('Als Rechnungsadresse verwenden: Erika Muster');
  });

  it('the in-game list and its form', async () => {
    render(<InGameAddresses />);
    const list = await screen.findByRole('list', { name: 'Ingame-Adressen' });
    expect(within(list).getByRole('radio', { name: 'Hierhin liefern: Hangar 7' })).toBeChecked();
    expect(within(list).getByRole('button', { name: 'Hangar 7 bearbeiten' })).toHaveTextContent('Bearbeiten');
    expect(within(list).getByRole('button', { name: 'Hangar 7 löschen' })).toHaveTextContent('Löschen');
    expect(screen.getByRole('button', { name: '+ HINZUFÜGEN' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Neue Adresse eingeben' }));
    const form = screen.getByRole('form', { name: 'Neue Adresse' });
    for (const label of [
      'Standort',
      'Universum',
      'Galaxie',
      'Sonnensystem',
      'Planet',
      'Bundesland',
      'Stadt',
    ]) {
      expect(within(form).getByLabelText(label)).toBeVisible();
    }
    expect(within(form).getByRole('combobox', { name: 'Land' })).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Adresse speichern' })).toHaveAttribute('type', 'submit');
    await userEvent.click(within(form).getByRole('button', { name: 'Zurück zur Adressauswahl' }));
    expect(screen.getByRole('list', { name: 'Ingame-Adressen' })).toBeVisible();
  });

  it('the empty shipping book and its form', async () => {
    render(<ShippingAddresses />);
    expect(await screen.findByText('Noch keine gespeicherten Adressen.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Neue Adresse eingeben' }));
    const shipping = screen.getByRole('form', { name: 'Neue Adresse' });
    for (const label of ['Vorname', 'Nachname', 'Firma', 'Bundesland oder Provinz', 'Postleitzahl']) {
      expect(within(shipping).getByLabelText(label)).toBeVisible();
    }
    expect(within(shipping).getByLabelText('Telefonnummer')).toHaveAttribute('type', 'tel');
  });

  it('the billing book and its form', async () => {
    render(<BillingAddresses />);
    await userEvent.click(await screen.findByRole('button', { name: '+ HINZUFÜGEN' }));
    const form = screen.getByRole('form', { name: 'Neue Adresse' });
    expect(within(form).getByLabelText('Postleitzahl')).toBeVisible();
    expect(within(form).getByRole('combobox', { name: 'Land' })).toBeVisible();
  });
});
