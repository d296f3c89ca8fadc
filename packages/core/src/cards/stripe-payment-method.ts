import { CardBrandSchema } from '../schemas/common';
import { z } from '../schemas/zod';
import { lazySchema } from '../schemas/lazy-schema';

/**
 * What a createPaymentMethod gives: the payment method id, or Stripe.js's own PaymentMethod
 * (`{ id, card: { brand, last4, exp_month, exp_year } }`), whose card details name a card the
 * player pays with without saving it.
 */
export const StripePaymentMethodSchema = lazySchema(() =>
  z.union([
    z.string().check(z.minLength(1)),
    z.looseObject({
      id: z.string().check(z.minLength(1)),
      card: z.optional(
        z.looseObject({
          brand: z.optional(z.unknown()),
          last4: z.optional(z.unknown()),
          exp_month: z.optional(z.unknown()),
          exp_year: z.optional(z.unknown()),
        }),
      ),
    }),
  ]),
);
export type StripePaymentMethod = z.infer<typeof StripePaymentMethodSchema>;

/** Stripe.js writes American Express as 'amex'. */
const STRIPE_BRANDS: Record<string, string> = { amex: 'american_express' };

/** The id and the card details a payment method carries (unknown ones left out). */
export function paymentMethodDetails(method: StripePaymentMethod) {
  const parsed = StripePaymentMethodSchema.parse(method);
  if (typeof parsed === 'string') return { payment_method_id: parsed };
  const card = parsed.card ?? {};
  const named = typeof card.brand === 'string' ? (STRIPE_BRANDS[card.brand] ?? card.brand) : undefined;
  const brand = named === undefined ? undefined : (CardBrandSchema.safeParse(named).data ?? 'other');
  return {
    payment_method_id: parsed.id,
    ...(brand === undefined ? {} : { brand }),
    ...(typeof card.last4 === 'string' ? { last4: card.last4 } : {}),
    ...(typeof card.exp_month === 'number' ? { exp_month: card.exp_month } : {}),
    ...(typeof card.exp_year === 'number' ? { exp_year: card.exp_year } : {}),
  };
}
