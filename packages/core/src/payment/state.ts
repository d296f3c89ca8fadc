import { atom } from 'nanostores';
import type { PaymentAnswer } from '../schemas/payment';

/*
 * Where a payment stands, apart from the call that makes it (pay.ts): the result modals of every
 * payment widget read it, and need neither the payment call nor its schemas to do so.
 */

/** "Payment: idle to loading; success ... failure opens the error modal." */
export type PaymentState = 'idle' | 'loading' | 'success' | 'failure';

export const $paymentState = atom<PaymentState>('idle');
export const $lastPurchase = atom<PaymentAnswer | null>(null);

/** Back to idle (the purchase or error modal closed). */
export function resetPayment(): void {
  if ($paymentState.get() !== 'loading') $paymentState.set('idle');
}
