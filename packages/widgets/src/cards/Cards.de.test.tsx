import { loadLocale, login } from '@rdc/core';
import { resetAddresses } from '@rdc/core/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withSandbox } from '../../test/sandbox';
import * as m from '../generated/messages';
import { AddCardModal } from './AddCardModal';
import { SavedCards } from './SavedCards';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

const harness = withSandbox();

beforeAll(() => loadLocale('de'));
beforeEach(async () => {
  // Demo's four saved Visa cards, ending 4241 to 4244, and no addresses.
  const { db } = harness.app;
  const demo = "(SELECT id FROM users WHERE alias = 'demo')";
  await db.query(`DELETE FROM cards WHERE user_id = ${demo}`);
  await db.query(`DELETE FROM addresses WHERE user_id = ${demo}`);
  for (let n = 1; n <= 4; n += 1) {
    await db.query(
      "INSERT INTO vault_cards (payment_method_id, provider, brand, last4, exp_month, exp_year, name) VALUES ($1, 'paypal', 'visa', $2, 12, 2030, 'Demo Pilot') ON CONFLICT (payment_method_id) DO NOTHING",
      [`pm_${n}`, String(4240 + n)],
    );
    await db.query(
      `INSERT INTO cards (user_id, payment_method_id, payment, priority) VALUES (${demo}, $1, 'paypal', $2)`,
      [`pm_${n}`, n],
    );
  }
  await login({ alias: 'demo', password: 'demo1234' }, 'en');
});
afterEach(() => resetAddresses());

function Payment() {
  return (
    <>
      <SavedCards />
      <AddCardModal />
    </>
  );
}

describe('the saved cards in German', () => {
  it('write the card names with their inputs', () => {
    expect(m.cards_ending('de', { brand: 'Visa', last4: '4242' })).toBe('Visa endet auf 4242');
    expect(m.cards_new_brand_card('de', { brand: 'Visa' })).toBe('Neue Visa-Karte');
    expect(m.cards_expires('de', { date: '12/2030' })).toBe('gültig bis 12/2030');
    expect(m.cards_default_for('de', { card: 'Visa endet auf 4242' })).toBe(
      'Visa endet auf 4242 als Standard',
    );
    expect(m.cards_delete_card('de', { card: 'Karte endet auf 1881' })).toBe('Karte endet auf 1881 löschen');
  });

  it('the list, a card and its actions', async () => {
    render(<Payment />);
    expect(screen.getByRole('status')).toHaveTextContent('Gespeicherte Karten werden geladen …');
    const list = await screen.findByRole('list', { name: 'Gespeicherte Karten' });
    expect(within(list).getByRole('button', { pressed: true })).toHaveAccessibleName(
      /^Visa endet auf 4241\s*gültig bis\s*12\/2030\s*PayPal$/,
    );
    // Seen: the date alone; the words around it are for screen readers.
    expect(within(list).getAllByText('12/2030')[0]).toHaveTextContent('gültig bis 12/2030');
    expect(within(list).getByRole('radio', { name: 'Visa endet auf 4241 als Standard' })).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Visa endet auf 4241 löschen' })).toHaveTextContent(
      'Löschen',
    );
    const bullets = screen.getByRole('navigation', { name: 'Gespeicherte Karten: Seiten' });
    expect(within(bullets).getByRole('button', { name: 'Seite 2 von 2' })).toBeVisible();
  });

  it('the add-card dialog with both forms', async () => {
    render(<Payment />);
    await userEvent.click(await screen.findByRole('button', { name: '+ HINZUFÜGEN' }));
    const modal = await screen.findByRole('dialog', { name: 'Kreditkarte hinzufügen' });
    const dialog = within(modal);
    expect(dialog.getByRole('button', { name: 'Zurück zur Kartenauswahl' })).toBeVisible();
    expect(dialog.getByRole('group', { name: 'Zahlungsanbieter' })).toBeVisible();
    expect(await dialog.findByLabelText('Kartennummer')).toBeVisible();
    expect(dialog.getByLabelText('Jahr (JJJJ)')).toBeVisible();
    expect(dialog.getByLabelText('Prüfnummer (CVV)')).toBeVisible();
    expect(dialog.getByRole('checkbox', { name: 'Karte speichern' })).toBeChecked();
    expect(dialog.getByRole('region', { name: 'Rechnungsadresse' })).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Stripe' }));
    const provider = await dialog.findByRole('group', { name: 'Karte (Stripe-Sandbox)' });
    expect(within(provider).getByLabelText('Gültig bis (MM / JJ)')).toHaveAttribute('placeholder', 'MM / JJ');
    expect(within(provider).getByLabelText('Prüfnummer')).toBeVisible();
    expect(dialog.getByLabelText('Name des Karteninhabers')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Karte hinzufügen' })).toHaveAttribute('type', 'submit');
  });
});
