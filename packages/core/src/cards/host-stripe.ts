import { atom } from 'nanostores';
import type { StripePaymentMethod } from './stripe-payment-method';

/*
 * Its own module, apart from the Stripe stand-in: the partner runtime carries it (a page may call
 * configure({ stripe }) before any card widget loads), and the rest of the cards code stays out.
 */

/**
 * A host page's real Stripe.js: it mounts Stripe's own fields and makes the payment method, given
 * as its id or as Stripe's PaymentMethod (whose card details name a card the player does not save).
 */
export type StripePaymentMethodFactory = (cardholder: string) => Promise<StripePaymentMethod>;
/** The host's Stripe.js when it gave one; without it the sandbox stand-in plays the provider. */
export const $hostStripe = atom<StripePaymentMethodFactory | null>(null);
/** A host with Stripe.js (its Elements mounted on its page) hands over its createPaymentMethod; null removes it. */
export function configureStripe(createPaymentMethod: StripePaymentMethodFactory | null): void {
  $hostStripe.set(createPaymentMethod);
}
