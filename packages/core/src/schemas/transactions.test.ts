import { describe, expect, it } from 'vitest';
import {
  OrderLineSchema,
  TICKET_LIMITS,
  TicketAddPayloadSchema,
  TicketListSchema,
  TransactionListSchema,
  TransactionSchema,
} from './transactions';

const paid = {
  id: 7,
  user_id: 1,
  status: 'succeeded',
  card: { brand: 'visa', last4: '4242' },
  amount: { USD: 1299, RDC: 23_199 },
  credited_rdc: 0,
  balance_after: 76_801,
  products: { item: [{ product: { id: 3, title: 'Corsair', lot_type: 'item' }, count: 1, currency: 'RDC' }] },
  created_at: '2026-11-26T10:00:00.000Z',
  refunded_at: null,
};

describe('a transaction (the sandbox answer the Orders view reads)', () => {
  it('reads the amounts, the card and the lines grouped by lot type; missing groups are empty', () => {
    const transaction = TransactionSchema.parse(paid);
    expect(transaction).toMatchObject({
      id: 7,
      amount: { USD: 1299, RDC: 23_199 },
      card: { brand: 'visa', last4: '4242' },
    });
    expect(transaction.products.plan).toEqual([]);
    expect(transaction.products.item).toHaveLength(1);
  });

  it('refuses a payment without an id, with a negative amount or with a date that is not one', () => {
    expect(TransactionSchema.safeParse({ ...paid, id: undefined }).success).toBe(false);
    expect(TransactionSchema.safeParse({ ...paid, amount: { USD: -1, RDC: 0 } }).success).toBe(false);
    expect(TransactionSchema.safeParse({ ...paid, created_at: 'yesterday' }).success).toBe(false);
  });

  it('an unknown card brand reads as other, not as a broken order', () => {
    expect(TransactionSchema.parse({ ...paid, card: { brand: 'diners', last4: '0004' } }).card?.brand).toBe(
      'other',
    );
  });
});

describe('an order line', () => {
  it('keeps the period and the line total when the server sends them', () => {
    const line = OrderLineSchema.parse({
      product: { title: 'AI Companion Plan' },
      count: 1,
      currency: 'USD',
      period_id: 4,
      period: { id: 4, length: 12 },
      total: 5988,
    });
    expect(line).toMatchObject({ period: { id: 4, length: 12 }, total: 5988 });
  });

  it('needs a product with a title and a count', () => {
    expect(OrderLineSchema.safeParse({ product: {}, count: 1 }).success).toBe(false);
    expect(OrderLineSchema.safeParse({ product: { title: 'A' } }).success).toBe(false);
  });
});

describe('the lists: an unreadable entry is left out, never the whole list', () => {
  it('transactions', () => {
    const answer = TransactionListSchema.parse({
      count: 3,
      list: [paid, { id: 'eight' }, { ...paid, id: 9 }],
    });
    expect(answer.list.map((transaction) => transaction.id)).toEqual([7, 9]);
    expect(answer.unreadable).toEqual([{ id: 'eight' }]);
    expect(answer.count).toBe(3);
  });

  it('tickets', () => {
    const answer = TicketListSchema.parse({
      count: 2,
      list: [{ id: 1, status: 'open', text: 'Where is my ship?' }, 'noise'],
    });
    expect(answer.list).toEqual([{ id: 1, status: 'open', text: 'Where is my ship?' }]);
    expect(answer.unreadable).toEqual(['noise']);
  });

  it('an absent answer is an empty list', () => {
    expect(TransactionListSchema.parse(null)).toEqual({ count: 0, list: [], unreadable: [] });
  });
});

describe('a new ticket', () => {
  it(`bounds the player's words: a subject of ${TICKET_LIMITS.subject} and a text of ${TICKET_LIMITS.text} characters`, () => {
    expect(
      TicketAddPayloadSchema.safeParse({ transaction_id: 1, text: 'x'.repeat(TICKET_LIMITS.text) }).success,
    ).toBe(true);
    expect(
      TicketAddPayloadSchema.safeParse({ transaction_id: 1, text: 'x'.repeat(TICKET_LIMITS.text + 1) })
        .success,
    ).toBe(false);
    expect(TicketAddPayloadSchema.safeParse({ subject: 'x'.repeat(TICKET_LIMITS.subject + 1) }).success).toBe(
      false,
    );
    expect(TicketAddPayloadSchema.safeParse({ transaction_id: 0, text: 'a' }).success).toBe(false);
  });
});
