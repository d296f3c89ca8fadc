/*
 * Paths chosen where the spec shows none:
 *   POST /payment_card/pay  (paying by card: { token_id, payment, product[] } -> purchase result grouped by lot type)
 * The direct POST to the payment provider's card vault goes to another origin,
 * not through this client (its payload schema is CardVaultPayloadSchema).
 */
import {
  PaypalDataSchema,
  PaymentAnswerSchema,
  SavedCardSchema,
  SuccessSchema,
  TicketListSchema,
  TicketSchema,
  TransactionListSchema,
  UnshownAnswerSchema,
  listOf,
  type CardRefPayload,
  type PayByCardPayload,
  type PaypalAddCardPayload,
  type StripeAddCardPayload,
  type TicketAddPayload,
  type UnshownPayload,
} from '../../schemas';
import type { ApiClient } from '../types';
import { lazySchema } from '../../schemas/lazy-schema';

/** The header that makes a payment request safe to repeat: the server takes one payment per key. */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface PayOptions {
  /** Sent as `Idempotency-Key`; a retry of an attempt that got no answer sends the same key. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

const CardListSchema = lazySchema(() => listOf(SavedCardSchema));

/** Payments: saved cards, paypal, stripe, transactions and tickets. All calls are authorised. */
export function createPaymentApi(client: ApiClient) {
  return {
    cards: {
      list: () => client.call('POST', '/payment_card/list', { schema: CardListSchema }),
      delete: (body: CardRefPayload) =>
        client.call('POST', '/payment_card/delete', { schema: SuccessSchema, body }),
      setDefault: (body: CardRefPayload) =>
        client.call('POST', '/payment_card/set_default', { schema: SuccessSchema, body }),
      pay: (body: PayByCardPayload, { idempotencyKey, signal }: PayOptions = {}) =>
        client.call('POST', '/payment_card/pay', {
          schema: PaymentAnswerSchema,
          body,
          headers: idempotencyKey === undefined ? undefined : { [IDEMPOTENCY_HEADER]: idempotencyKey },
          signal,
        }),
      /** Payload and answer not shown. */
      refund: (body: UnshownPayload) =>
        client.call('POST', '/payment_card/refund', { schema: UnshownAnswerSchema, body }),
    },
    paypal: {
      /** access_token, customer_id, expires (seconds). */
      getData: () => client.call('POST', '/payment_paypal/get_data', { schema: PaypalDataSchema }),
      addCard: (body: PaypalAddCardPayload) =>
        client.call('POST', '/payment_paypal/add_card', { schema: SavedCardSchema, body }),
    },
    stripe: {
      /** Answer not shown; the card is expected back, as with paypal. */
      addCard: (body: StripeAddCardPayload) =>
        client.call('POST', '/payment_stripe/add_card', { schema: SavedCardSchema, body }),
      /** Payload and answer not shown. */
      editCard: (body: UnshownPayload) =>
        client.call('POST', '/payments.StripeFeature/EditCard', { schema: UnshownAnswerSchema, body }),
    },
    /** Transaction payloads are not shown; each answer is { count, list }, an unreadable entry left out. */
    transactions: {
      listLastDetails: (body: UnshownPayload = {}) =>
        client.call('POST', '/payment_transaction/list_last_details', {
          schema: TransactionListSchema,
          body,
        }),
      getById: (body: UnshownPayload) =>
        client.call('POST', '/payment_transaction/get_by_id', { schema: TransactionListSchema, body }),
      listByUserId: (body: UnshownPayload = {}) =>
        client.call('POST', '/payment_transaction/list_by_user_id', { schema: TransactionListSchema, body }),
    },
    /** Ticket lists are taken as { count, list } like the transactions. */
    tickets: {
      add: (body: TicketAddPayload) =>
        client.call('POST', '/payment_transaction/ticket/add', { schema: TicketSchema, body }),
      list: (body: UnshownPayload = {}) =>
        client.call('POST', '/payment_transaction/ticket/list', { schema: TicketListSchema, body }),
      getByUserId: (body: UnshownPayload = {}) =>
        client.call('POST', '/payment_transaction/ticket/get_by_user_id', { schema: TicketListSchema, body }),
      close: (body: UnshownPayload) =>
        client.call('POST', '/payment_transaction/ticket/close', { schema: SuccessSchema, body }),
    },
  };
}
export type PaymentApi = ReturnType<typeof createPaymentApi>;
