import { atom } from 'nanostores';
import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';

/**
 * The two confirmations of the spec, with their exact texts (accounts-cart-checkout.md §2 Modals),
 * each written in the reader's language by the dialog that shows it.
 */
export const CONFIRMATIONS = {
  deleteAddress: {
    text: m.overlays_delete_address,
    yes: m.overlays_delete_address_yes,
    no: m.overlays_delete_address_no,
  },
  deleteCard: {
    text: m.overlays_delete_card,
    yes: m.overlays_delete_card_yes,
    no: m.overlays_delete_card_no,
  },
} as const;

export type ConfirmationKind = keyof typeof CONFIRMATIONS;

export interface OpenConfirmation {
  kind: ConfirmationKind;
  text: (locale: Locale) => string;
  yes: (locale: Locale) => string;
  no: (locale: Locale) => string;
}

/** The confirmation on screen, null when none. */
export const $confirmation = atom<OpenConfirmation | null>(null);

let settle: ((yes: boolean) => void) | null = null;

/**
 * Shows a confirmation and resolves with the answer. A new question answers the previous one
 * with No, so a forgotten dialog never blocks an action.
 */
export function askConfirmation(kind: ConfirmationKind): Promise<boolean> {
  settle?.(false);
  return new Promise<boolean>((resolve) => {
    settle = resolve;
    $confirmation.set({ kind, ...CONFIRMATIONS[kind] });
  });
}

/** YES (true) or NO (false); closes the confirmation. */
export function answerConfirmation(yes: boolean): void {
  const resolve = settle;
  settle = null;
  $confirmation.set(null);
  resolve?.(yes);
}
