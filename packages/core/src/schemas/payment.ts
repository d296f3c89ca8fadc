import {
  CardBrandSchema,
  CurrencySchema,
  IdSchema,
  LineCountSchema,
  LotTypeSchema,
  PaymentProviderSchema,
  UnshownPayloadSchema,
} from './common';
import { CartEntrySchema, groupedByLotType } from './cart';
import { PAYLOAD_LIMITS } from './limits';
import { z } from './zod';
import { lazySchema } from './lazy-schema';

/**
 * A saved card. priority '1' means default (numbers are turned into strings).
 * An unknown brand reads as 'other' rather than failing the whole card list.
 */
export const SavedCardSchema = lazySchema(() =>
  z.looseObject({
    payment_method_id: z.string().check(z.minLength(1)),
    customer_id: z.optional(z.string()),
    payment: PaymentProviderSchema,
    brand: z.catch(CardBrandSchema, 'other'),
    last4: z.string(),
    exp_month: z.int().check(z.gte(1), z.lte(12)),
    exp_year: z.int(),
    priority: z._default(z.pipe(z.union([z.string(), z.number()]), z.transform(String)), '0'),
  }),
);
export type SavedCard = z.infer<typeof SavedCardSchema>;

/** The card form (all required): number 16 digits, month 2 digits max 12, year 4, CVV 3, holder 3 to 40. */
export const CardFormSchema = lazySchema(() =>
  z.object({
    number: z.string().check(z.regex(/^\d{16}$/, 'number must be exactly 16 digits')),
    month: z.string().check(
      z.regex(/^\d{2}$/, 'month must be exactly 2 digits'),
      z.refine((month) => Number(month) >= 1 && Number(month) <= 12, 'month must be at most 12'),
    ),
    year: z.string().check(z.regex(/^\d{4}$/, 'year must be exactly 4 digits')),
    crc: z.string().check(z.regex(/^\d{3}$/, 'CVV must be exactly 3 digits')),
    card_holder: z.string().check(z.minLength(3), z.maxLength(40)),
  }),
);
export type CardForm = z.infer<typeof CardFormSchema>;

/** POST /payment_stripe/add_card. */
export const StripeAddCardPayloadSchema = lazySchema(() =>
  z.object({ payment_method_id: z.string().check(z.minLength(1)) }),
);
export type StripeAddCardPayload = z.infer<typeof StripeAddCardPayloadSchema>;

/** POST /payment_paypal/get_data: the token is refetched every expires x 1000 ms. */
export const PaypalDataSchema = lazySchema(() =>
  z.looseObject({
    access_token: z.string().check(z.minLength(1)),
    customer_id: z.string(),
    expires: z.number().check(z.nonnegative()),
  }),
);
export type PaypalData = z.infer<typeof PaypalDataSchema>;

/** POST /payment_paypal/add_card. */
export const PaypalAddCardPayloadSchema = lazySchema(() =>
  z.object({
    customer_id: z.string().check(z.minLength(1)),
    payment_method_id: z.string().check(z.minLength(1)),
  }),
);
export type PaypalAddCardPayload = z.infer<typeof PaypalAddCardPayloadSchema>;

/** POST /payment_card/delete and /payment_card/set_default. */
export const CardRefPayloadSchema = lazySchema(() =>
  z.object({
    payment_method_id: z.string().check(z.minLength(1)),
    payment: PaymentProviderSchema,
  }),
);
export type CardRefPayload = z.infer<typeof CardRefPayloadSchema>;

/**
 * One product of a card payment: "lot_type, count, lot_id, plus period_id for plans" (the spec's
 * body), plus two additions of ours: `currency`, the one the player chose to pay it in (the server
 * prices it in that currency; absent, in the cart line's, as before), and `period_id` on a
 * subscription too, the period chosen on its page (its price is multiplied by the period's length).
 */
export const PayProductSchema = lazySchema(() =>
  z
    .object({
      lot_type: LotTypeSchema,
      count: LineCountSchema.check(z.gte(1)),
      lot_id: IdSchema,
      period_id: z.optional(IdSchema),
      currency: z.optional(CurrencySchema),
    })
    .check(
      z.refine((product) => product.lot_type !== 'plan' || product.period_id !== undefined, {
        message: 'a plan needs its period_id',
        path: ['period_id'],
      }),
    ),
);
export type PayProduct = z.infer<typeof PayProductSchema>;

/** An amount of the order summary, minor units: far above any real order, never negative. */
const OrderAmountSchema = lazySchema(() => z.int().check(z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER)));

/**
 * What the player was shown and agreed to (our addition to the spec's body): `USD` to be charged
 * to the card, `RDC` to be taken from the wallet, in minor units. The server refuses a payment
 * whose charge differs (409, nothing charged), so a price changed since is never taken silently.
 */
export const ExpectedChargeSchema = lazySchema(() =>
  z.object({ USD: OrderAmountSchema, RDC: OrderAmountSchema }),
);
export type ExpectedCharge = z.infer<typeof ExpectedChargeSchema>;

/** POST /payment_card/pay: token_id (the card), payment provider, products, and the charge shown. */
export const PayByCardPayloadSchema = lazySchema(() =>
  z.object({
    token_id: z.string().check(z.minLength(1)),
    payment: PaymentProviderSchema,
    product: z.array(PayProductSchema).check(z.minLength(1), z.maxLength(PAYLOAD_LIMITS.paymentLines)),
    expected: z.optional(ExpectedChargeSchema),
  }),
);
export type PayByCardPayload = z.infer<typeof PayByCardPayloadSchema>;

/** The purchase result: groups item, package, subscription, coin, plan of { product, count, currency }. */
export const PurchaseResultSchema = lazySchema(() => groupedByLotType(CartEntrySchema));
export type PurchaseResult = z.infer<typeof PurchaseResultSchema>;

/**
 * The answer of a payment: the purchase result, and (our addition) what was taken: `charged.USD`
 * from the card and `charged.RDC` from the wallet, the RDC the coin packs `credited`, the balance
 * after and the transaction's id. An answer without them still reads as a purchase result.
 */
export const PaymentAnswerSchema = lazySchema(() =>
  z.extend(groupedByLotType(CartEntrySchema), {
    transaction_id: z.optional(IdSchema),
    balance: z.optional(z.number()),
    charged: z.optional(
      z.object({ USD: z.number().check(z.nonnegative()), RDC: z.number().check(z.nonnegative()) }),
    ),
    credited: z.optional(z.number().check(z.nonnegative())),
  }),
);
export type PaymentAnswer = z.infer<typeof PaymentAnswerSchema>;

/** POST /payment_card/refund and POST /payments.StripeFeature/EditCard: payloads not shown (permissive). */
export const RefundPayloadSchema = UnshownPayloadSchema;
export const EditCardPayloadSchema = UnshownPayloadSchema;

/**
 * The direct POST to the payment provider's sandbox card vault (another origin,
 * not through the /api/v1 client). expire is year-month (YYYY-MM).
 */
export const CardVaultPayloadSchema = lazySchema(() =>
  z.object({
    number: z.string().check(z.regex(/^\d{16}$/)),
    expire: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
    security_code: z.string().check(z.regex(/^\d{3,4}$/)),
    name: z.string().check(z.minLength(1)),
    billing_address: z.object({
      line1: z.string(),
      city: z.string(),
      state: z.string(),
      postal_code: z.string(),
      country_code: z.string(),
    }),
  }),
);
export type CardVaultPayload = z.infer<typeof CardVaultPayloadSchema>;
