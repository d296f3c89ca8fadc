import {
  CardBrandSchema,
  CountSchema,
  CurrencySchema,
  IdSchema,
  LotTypeSchema,
  MinorUnitsSchema,
  UnshownPayloadSchema,
  listOf,
} from './common';
import { groupedByLotType } from './cart';
import { z } from './zod';
import { lazySchema } from './lazy-schema';

/** A date the server wrote as text: anything Date can read. */
const DateTextSchema = lazySchema(() =>
  z.string().check(z.refine((text) => !Number.isNaN(Date.parse(text)), 'not a date')),
);

/** A plan or subscription period: its id and its length in months. */
export const OrderPeriodSchema = lazySchema(() =>
  z.looseObject({ id: IdSchema, length: z.int().check(z.positive()) }),
);
export type OrderPeriod = z.infer<typeof OrderPeriodSchema>;

/**
 * One line of a payment, as the purchase result groups it: the product bought (its title at least),
 * how many, the currency it was paid in, the period chosen and what the line cost in that currency
 * (minor units), when the server says.
 */
export const OrderLineSchema = lazySchema(() =>
  z.looseObject({
    product: z.looseObject({
      id: z.optional(IdSchema),
      lot_type: z.optional(LotTypeSchema),
      title: z.string().check(z.minLength(1)),
      image_url: z.optional(z.nullable(z.string())),
      periods: z.optional(z.array(OrderPeriodSchema)),
    }),
    count: CountSchema,
    currency: z._default(CurrencySchema, 'USD'),
    period_id: z.optional(IdSchema),
    period: z.optional(OrderPeriodSchema),
    total: z.optional(MinorUnitsSchema),
  }),
);
export type OrderLine = z.infer<typeof OrderLineSchema>;

/**
 * A payment of the player (the spec shows the calls, not the fields; these are the sandbox's).
 * Amounts are minor units: `amount.USD` charged to the card, `amount.RDC` taken from the wallet,
 * `credited_rdc` added to it by coin packs. The lines stay unchecked here: one bad line must not
 * hide the order, so the orders store reads them one by one.
 */
export const TransactionSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    status: z.string(),
    card: z.optional(
      z.nullable(z.looseObject({ brand: z.catch(CardBrandSchema, 'other'), last4: z.string() })),
    ),
    amount: z.looseObject({ USD: z._default(MinorUnitsSchema, 0), RDC: z._default(MinorUnitsSchema, 0) }),
    credited_rdc: z._default(MinorUnitsSchema, 0),
    balance_after: z.optional(z.int()),
    products: z._default(groupedByLotType(z.unknown()), {
      item: [],
      package: [],
      subscription: [],
      coin: [],
      plan: [],
    }),
    created_at: DateTextSchema,
    refunded_at: z.optional(z.nullable(z.string())),
  }),
);
export type Transaction = z.infer<typeof TransactionSchema>;

/** What a player may write in a support ticket: bounded, so a ticket stays a message. */
export const TICKET_LIMITS = {
  subject: 200,
  text: 2000,
} as const;

/** A support ticket: open until closed, about one payment when `transaction_id` is set. */
export const TicketSchema = lazySchema(() =>
  z.looseObject({
    id: IdSchema,
    transaction_id: z.optional(z.nullable(IdSchema)),
    status: z.string(),
    subject: z.optional(z.string()),
    text: z.optional(z.string()),
    created_at: z.optional(DateTextSchema),
    closed_at: z.optional(z.nullable(z.string())),
  }),
);
export type Ticket = z.infer<typeof TicketSchema>;

/**
 * A list answer `{ count, list }` whose entries are read one by one: an entry the schema refuses is
 * left out of `list` and kept in `unreadable` (for the caller to log), so one bad entry never
 * empties the list.
 */
export function readableListOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    listOf(z.unknown()),
    z.transform(({ count, list }) => {
      const readable: Array<z.output<T>> = [];
      const unreadable: unknown[] = [];
      for (const entry of list) {
        const parsed = z.safeParse(item, entry);
        if (parsed.success) readable.push(parsed.data);
        else unreadable.push(entry);
      }
      return { count, list: readable, unreadable };
    }),
  );
}

/** The player's payments, newest first (list_last_details, list_by_user_id, get_by_id). */
export const TransactionListSchema = lazySchema(() => readableListOf(TransactionSchema));
export type TransactionList = z.infer<typeof TransactionListSchema>;

/** The player's tickets (ticket/list, ticket/get_by_user_id). */
export const TicketListSchema = lazySchema(() => readableListOf(TicketSchema));
export type TicketList = z.infer<typeof TicketListSchema>;

/** POST /payment_transaction/ticket/add: the payment it is about and the player's words. */
export const TicketAddPayloadSchema = lazySchema(() =>
  z.looseObject({
    transaction_id: z.optional(IdSchema.check(z.positive())),
    subject: z.optional(z.string().check(z.trim(), z.maxLength(TICKET_LIMITS.subject))),
    text: z.optional(z.string().check(z.trim(), z.maxLength(TICKET_LIMITS.text))),
  }),
);
export type TicketAddPayload = z.input<typeof TicketAddPayloadSchema>;

/** Payloads of the transaction and ticket calls: not shown (permissive). */
export const TransactionQueryPayloadSchema = UnshownPayloadSchema;
export const TicketPayloadSchema = UnshownPayloadSchema;
