import { createPaymentApi } from '../api/domains/payment';
import { getDomain } from '../config';
import * as m from '../generated/messages';
import { isApiError } from '../api/errors';
import { PayByCardPayloadSchema, type PayByCardPayload, type PaymentAnswer } from '../schemas/payment';
import { logIgnored } from '../log-ignored';
import { serverErrorText } from '../api/error-text';
import { openErrorModal, openPurchaseModal, PAYMENT_ERROR_FALLBACK } from '../overlays/modals';
import { closeBuyNow } from '../buy-now/store';
import { refreshBalance } from '../wallet/store';
import { newIdempotencyKey } from './idempotency';
import { $lastPurchase, $paymentState } from './state';

let running: Promise<PaymentAnswer | null> | null = null;
/** The key of the attempt not yet settled for good, kept with the payload it belongs to. */
let pendingAttempt: { fingerprint: string; key: string } | null = null;

function keyFor(body: PayByCardPayload): string {
  const fingerprint = JSON.stringify(body);
  if (pendingAttempt?.fingerprint !== fingerprint) pendingAttempt = { fingerprint, key: newIdempotencyKey() };
  return pendingAttempt.key;
}

/** The server may or may not have taken a payment that got no answer: its retry keeps the key. */
function outcomeUnknown(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

/**
 * "The price has changed": the server refused a payment whose charge was no longer the one the
 * player was shown (409). Nothing was charged; the caller reads the prices again.
 */
export const PRICE_CHANGED_TEXT = m.payment_price_changed;

function priceChanged(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

export interface PayCallbacks {
  onSuccess?: (result: PaymentAnswer) => void;
  /** The server refused the charge shown as out of date: the caller reads the prices again. */
  onPriceChanged?: () => void;
}

/**
 * Pays by card. One attempt sends one request with one `Idempotency-Key`, however often it is
 * called: while a payment runs, further calls get the same promise. A retry after no answer
 * (network, timeout, 5xx) reuses the key, so the server can never take the money twice; after a
 * refusal or a success the next payment gets a new key.
 *
 * Success closes the buy-now modal, opens the purchase result and refreshes the balance; failure
 * opens the error modal with the server's text, or `Payment execution error`; a changed price
 * says so ("The price has changed") and lets the caller refresh what it showed.
 */
export function pay(
  payload: PayByCardPayload,
  { onSuccess, onPriceChanged }: PayCallbacks = {},
): Promise<PaymentAnswer | null> {
  if (running) return running;
  const parsed = PayByCardPayloadSchema.safeParse(payload);
  if (!parsed.success) {
    logIgnored('a payment that is not a valid payment', parsed.error.issues);
    $paymentState.set('failure');
    openErrorModal(null, PAYMENT_ERROR_FALLBACK);
    return Promise.resolve(null);
  }
  const body = parsed.data;
  const key = keyFor(body);
  $paymentState.set('loading');
  const attempt = getDomain(createPaymentApi)
    .cards.pay(body, { idempotencyKey: key })
    .then(
      (result) => {
        pendingAttempt = null;
        $lastPurchase.set(result);
        $paymentState.set('success');
        closeBuyNow();
        openPurchaseModal(result);
        void refreshBalance();
        onSuccess?.(result);
        return result;
      },
      (error: unknown) => {
        if (!outcomeUnknown(error)) pendingAttempt = null;
        logIgnored('a payment that failed', error);
        $paymentState.set('failure');
        if (priceChanged(error)) {
          openErrorModal(null, PRICE_CHANGED_TEXT);
          void refreshBalance();
          onPriceChanged?.();
        } else openErrorModal(serverErrorText(error), PAYMENT_ERROR_FALLBACK);
        return null;
      },
    )
    .finally(() => {
      running = null;
    });
  running = attempt;
  return attempt;
}
