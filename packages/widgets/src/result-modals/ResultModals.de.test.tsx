import {
  $errorModal,
  $purchaseModal,
  formatMoney,
  loadLocale,
  openErrorModal,
  openPurchaseModal,
} from '@rdc/core';
import { PaymentAnswerSchema } from '@rdc/core/schemas';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResultModals } from './ResultModals';

// The reader's locale as a German page's lang gives it, set here without a host page.
vi.mock('../platform/use-locale', () => ({ useLocale: () => 'de' }));

beforeAll(() => loadLocale('de'));
afterEach(() => {
  $purchaseModal.set(null);
  $errorModal.set(null);
});

/** A text as Testing Library compares it: the formatter's no-break spaces read as spaces. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

const answer = (charged: { USD: number; RDC: number }) =>
  PaymentAnswerSchema.parse({
    item: [
      {
        product: { id: 1, title: 'Sternkreuzer', description: '', lot_type: 'item', price: { RDC: 2500 } },
        count: 1,
        currency: 'RDC',
      },
    ],
    package: [],
    subscription: [],
    coin: [],
    plan: [],
    charged,
    credited: 100000,
    balance: 2500050,
  });

describe('the result modals in German', () => {
  it('"You Have Purchased": the products, what the payment took and the ways on', async () => {
    render(<ResultModals />);
    act(() => openPurchaseModal(answer({ USD: 0, RDC: 2500 })));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByRole('region', { name: 'Gekaufte Artikel' })).toHaveTextContent('Sternkreuzer');
    const paid = within(modal).getByLabelText('Was du bezahlt hast');
    const amountOf = (term: string) => within(paid).getByText(term).nextElementSibling;
    expect(amountOf('Von deiner Karte abgebucht')).toHaveTextContent(
      'Nichts: Deine Karte wurde nicht belastet',
    );
    expect(amountOf('Von deinem RDC-Guthaben')).toHaveTextContent(spaced(formatMoney(2500, 'RDC', 'de')));
    expect(amountOf('Deinem RDC-Guthaben gutgeschrieben')).toHaveTextContent(
      spaced(formatMoney(100000, 'RDC', 'de')),
    );
    expect(amountOf('RDC-Guthaben jetzt')).toHaveTextContent(spaced(formatMoney(2500050, 'RDC', 'de')));
    expect(within(modal).getByRole('link', { name: 'Bestellungen ansehen' })).toHaveAttribute(
      'href',
      '/settings#orders',
    );
    expect(within(modal).getByRole('button', { name: 'Weiter einkaufen' })).toBeVisible();
  });

  it('the error card', async () => {
    render(<ResultModals />);
    act(() => openErrorModal('Deine Karte wurde abgelehnt.'));
    const card = await screen.findByRole('alert');
    expect(card.querySelector('.error-card__title')).toHaveTextContent(/^Fehler$/);
    expect(card).toHaveTextContent('Deine Karte wurde abgelehnt.');
  });
});
