import { beforeAll, describe, expect, it } from 'vitest';
import * as m from '../generated/messages';
import { loadLocale } from '../locale/catalogues';
import type { Order } from './order';
import { paidWithText } from './order-text';
import { PROBLEM_TEXT_MAX, problemTextError } from './report-problem';

beforeAll(() => loadLocale('de'));

const order = (card: Order['card']) => ({ card }) as Order;

describe('the orders’ texts in German', () => {
  it('say how an order was paid', () => {
    expect(paidWithText(order({ brand: 'visa', last4: '4242' } as Order['card']), 'de')).toBe(
      'Visa endet auf 4242',
    );
    expect(paidWithText(order({ brand: 'other', last4: '0005' } as Order['card']), 'de')).toBe(
      'Karte endet auf 0005',
    );
    expect(paidWithText(order(null), 'de')).toBe('Mit RDC-Guthaben bezahlt');
    expect(paidWithText(order({ brand: 'other', last4: '0005' } as Order['card']), 'en')).toBe(
      'Card ending in 0005',
    );
  });

  it('say what is wrong with a problem description', () => {
    expect(problemTextError('  ', 'de')).toBe('Beschreib das Problem.');
    expect(problemTextError('x'.repeat(PROBLEM_TEXT_MAX + 1), 'de')).toBe(
      `Höchstens ${PROBLEM_TEXT_MAX} Zeichen.`,
    );
    expect(problemTextError('Kaputt', 'de')).toBeNull();
  });

  it('name a ticket’s subject and its closing as closeTicket and reportProblem write them', () => {
    expect(m.orders_problem_subject('de', { id: 42 })).toBe('Problem mit Bestellung Nr. 42');
    expect(m.orders_ticket_closed('de', { id: 7 })).toBe('Ticket Nr. 7 geschlossen.');
    expect(m.orders_ticket_closed('en', { id: 7 })).toBe('Ticket #7 closed.');
  });
});
