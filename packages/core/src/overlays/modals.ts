import { sitePath } from '../locale/locale-path';
import { atom, computed } from 'nanostores';
import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import { navigate } from '../navigation/host';
import type { PaymentAnswer } from '../schemas/payment';

/**
 * The login modal's views (accounts-cart-checkout.md §4 "Login modal views: login, recovery, register"), plus
 * the restore form a recovery token opens.
 */
export type AuthView = 'login' | 'register' | 'recovery' | 'restore';

/** Which view of the auth modal is open, null when closed. */
export const $authModal = atom<AuthView | null>(null);

export function openAuthModal(view: AuthView = 'login'): void {
  $authModal.set(view);
}

/** Switches between login, register and recovery inside the open modal. */
export function switchAuthView(view: AuthView): void {
  $authModal.set(view);
}

/**
 * Closes the auth modal (Escape, a click outside, or success). The restore form goes back to /:
 * "Closing it or clicking outside returns to /."
 */
export function closeAuthModal(): void {
  if ($authModal.get() === 'restore') leaveRestore();
  else $authModal.set(null);
}

/** "An account-restore modal … closing it returns to /": closes the modal and goes to / (once). */
export function leaveRestore(): void {
  $authModal.set(null);
  navigate(sitePath('/'));
}

/** Add-card modal. */
export const $addCardModal = atom(false);
export const openAddCardModal = () => $addCardModal.set(true);
export const closeAddCardModal = () => $addCardModal.set(false);

/** "Purchase modal titled You Have Purchased": the purchase result, null when closed. */
export const $purchaseModal = atom<PaymentAnswer | null>(null);
export const openPurchaseModal = (result: PaymentAnswer) => $purchaseModal.set(result);
export const closePurchaseModal = () => $purchaseModal.set(null);

export const ERROR_MODAL_TEXT = m.overlays_error;
export const PAYMENT_ERROR_FALLBACK = m.overlays_payment_error;

/**
 * A text kept for a reader who is not known yet: the server's own words as they came, or one of
 * ours that writes itself in the reader's language when shown.
 */
export type StoredText = string | ((locale: Locale) => string);

/** The error modal's Error card text; null when closed. */
export const $errorModal = atom<StoredText | null>(null);
export const $isErrorModalOpen = computed($errorModal, (text) => text !== null);

/** The error modal's Error card text in `locale`; null when closed. */
export function errorModalText(locale: Locale): string | null {
  const text = $errorModal.get();
  return typeof text === 'function' ? text(locale) : text;
}

/** Opens the error modal with the server text, or `fallback` when none is given. */
export function openErrorModal(
  serverText?: string | null,
  fallback: StoredText = PAYMENT_ERROR_FALLBACK,
): void {
  const text = serverText?.trim();
  $errorModal.set(text ? text : fallback);
}

/** "Closing clears the error text." */
export function closeErrorModal(): void {
  $errorModal.set(null);
}
