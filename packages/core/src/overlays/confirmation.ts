import { atom } from 'nanostores';

/** The two confirmations of the spec, with their exact texts (accounts-cart-checkout.md §2 Modals). */
export const CONFIRMATIONS = {
  deleteAddress: { text: 'Do you want to delete the address?', yes: 'Yes', no: 'No' },
  deleteCard: { text: 'Do you want to delete a credit card?', yes: 'YES', no: 'NO' },
} as const;

export type ConfirmationKind = keyof typeof CONFIRMATIONS;

export interface OpenConfirmation {
  kind: ConfirmationKind;
  text: string;
  yes: string;
  no: string;
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
