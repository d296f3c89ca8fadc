import { afterEach, describe, expect, it, vi } from 'vitest';
import { TransactionSchema } from '../schemas/transactions';
import { orderOf } from './order';
import { formatMoment } from '../format/dates';
import { formatMoney } from '../format/money';
import { lineDetailText, orderDateText, paidWithText } from './order-text';

/** `Intl` separates a currency code from the number with a no-break space; read here as a space. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

const transaction = (fields: Record<string, unknown>) =>
  TransactionSchema.parse({
    id: 5,
    status: 'succeeded',
    card: { brand: 'mastercard', last4: '4444' },
    amount: { USD: 5988, RDC: 0 },
    created_at: '2026-11-26T10:00:00.000Z',
    ...fields,
  });

afterEach(() => vi.restoreAllMocks());

describe('an order as the Orders view shows it', () => {
  it('a plan line shows its period and its total: "× 1 · 12 months", $59.88', () => {
    const order = orderOf(
      transaction({
        products: {
          plan: [
            {
              product: { title: 'AI Companion Plan' },
              count: 1,
              currency: 'USD',
              period_id: 4,
              period: { id: 4, length: 12 },
              total: 5988,
            },
          ],
        },
      }),
    );
    expect(order.lines).toEqual([
      { lotType: 'plan', title: 'AI Companion Plan', count: 1, currency: 'USD', months: 12, total: 5988 },
    ]);
    expect(lineDetailText(order.lines[0]!, 'en')).toBe('× 1 · 12 months');
    expect(formatMoney(order.lines[0]!.total!, 'USD', 'en')).toBe('$59.88');
    expect(paidWithText(order, 'en')).toBe('Mastercard ending in 4444');
  });

  it("without the line's period, the lot's period of that id gives the months; one month is singular", () => {
    const order = orderOf(
      transaction({
        products: {
          subscription: [
            {
              product: {
                title: 'Pilot Pass',
                periods: [
                  { id: 1, length: 1 },
                  { id: 2, length: 3 },
                ],
              },
              count: 1,
              currency: 'USD',
              period_id: 1,
            },
          ],
        },
      }),
    );
    expect(order.lines[0]).toMatchObject({ months: 1, total: null });
    expect(lineDetailText(order.lines[0]!, 'en')).toBe('× 1 · 1 month');
    expect(lineDetailText(order.lines[0]!, 'de')).toBe('× 1 · 1 Monat');
  });

  it('lines come in lot type order; a line that cannot be read is left out and logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const order = orderOf(
      transaction({
        products: {
          coin: [{ product: { title: '100 RDC' }, count: 2, currency: 'USD' }],
          item: [
            { product: { title: 'Corsair' }, count: 1, currency: 'RDC' },
            { product: { title: '' }, count: 1 },
          ],
        },
      }),
    );
    expect(order.lines.map((line) => line.title)).toEqual(['Corsair', '100 RDC']);
    expect(warn).toHaveBeenCalledWith('[rdc] ignored an unreadable line of order 5', {
      product: { title: '' },
      count: 1,
    });
  });

  it('no USD charged: no card is named, the balance paid', () => {
    const order = orderOf(transaction({ amount: { USD: 0, RDC: 23_199 } }));
    expect(order.card).toBeNull();
    expect(paidWithText(order, 'en')).toBe('Paid from RDC balance');
    expect(spaced(formatMoney(order.rdc, 'RDC', 'en'))).toBe('RDC 231.99');
  });

  it('the date and time it was paid, to the minute, in the reader\'s own time zone: "Nov 26, 2026, 10:00 AM"', () => {
    const order = orderOf(transaction({}));
    const text = orderDateText(order, 'en');
    expect(text).toBe(formatMoment(new Date('2026-11-26T10:00:00.000Z'), 'en'));
    expect(spaced(text)).toMatch(/^Nov 2[5-7], 2026, \d{1,2}:00\s[AP]M$/);
  });
});
