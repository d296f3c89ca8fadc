import type { StripePaymentMethodFactory } from './host-stripe';
import type { VaultBillingAddress } from './add-card';
import { sandboxStripePaymentMethod, type ProviderCardFields } from './stripe-vault';

/**
 * Which Stripe makes the payment method: the one handed to the form, else the host page's Stripe.js
 * (configureStripe). Null means neither: the sandbox's stand-in plays the provider, and its card
 * fields ("number, expiry and security code are validated by the provider's own fields") show in
 * the form rather than on the host page.
 */
export function realStripe(
  given: StripePaymentMethodFactory | null | undefined,
  host: StripePaymentMethodFactory | null,
): StripePaymentMethodFactory | null {
  return given ?? host;
}

/** The payment method maker for a card: the real Stripe when there is one, else the stand-in with its fields and billing address. */
export function stripePaymentMethodOf(
  real: StripePaymentMethodFactory | null,
  standIn: { fields: ProviderCardFields; billing: VaultBillingAddress | null },
): StripePaymentMethodFactory {
  return real ?? sandboxStripePaymentMethod(standIn.fields, standIn.billing ?? undefined);
}
