import { atom, onMount } from 'nanostores';
import { createPaymentApi } from '../api/domains/payment';
import { getDomain } from '../config';
import { logIgnored } from '../log-ignored';
import { $profile } from '../session/page-session';
import { orderOf, type Order } from './order';

/** The receipt of one order, read afresh from /payment_transaction/get_by_id. */
export type ReceiptState =
  | { status: 'closed' }
  | { status: 'loading'; id: number }
  | { status: 'loaded'; id: number; order: Order }
  | { status: 'error'; id: number };

export const $receipt = atom<ReceiptState>({ status: 'closed' });

/** Opens the receipt of order `id`: loading, then the order the server has on record, or the error. */
export async function openReceipt(id: number): Promise<void> {
  $receipt.set({ status: 'loading', id });
  try {
    const answer = await getDomain(createPaymentApi).transactions.getById({ id });
    for (const entry of answer.unreadable) logIgnored('an unreadable receipt', entry);
    const found = answer.list.find((transaction) => transaction.id === id);
    if (!found) throw new Error(`no readable transaction ${id} in the answer`);
    if (isShowing(id)) $receipt.set({ status: 'loaded', id, order: orderOf(found) });
  } catch (error) {
    logIgnored(`the receipt of order ${id}`, error);
    if (isShowing(id)) $receipt.set({ status: 'error', id });
  }
}

/** The receipt asked for is still the one open (the player may have closed it or opened another). */
function isShowing(id: number): boolean {
  const state = $receipt.get();
  return state.status !== 'closed' && state.id === id;
}

export function closeReceipt(): void {
  $receipt.set({ status: 'closed' });
}

onMount($receipt, () =>
  $profile.listen((profile) => {
    if (profile.user_id === 0) closeReceipt();
  }),
);
