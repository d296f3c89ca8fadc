import { notify } from '../overlays/notifications';
import type { CartProduct } from '../schemas/cart';

/*
 * Cart changes, and a cart change the server did not take, are told in a notification.
 * The spec gives no wording; these are ours.
 */

const cartNotices = {
  added: (line: Pick<CartProduct, 'title'>) => `${line.title} was added to your cart.`,
  removed: (line: Pick<CartProduct, 'title'>) => `${line.title} was removed from your cart.`,
  notSynced: 'Your cart could not be saved to your account just now. It is kept on this device.',
} as const;

export function noticeAdded(line: Pick<CartProduct, 'title'>): void {
  notify(cartNotices.added(line), { kind: 'success' });
}

export function noticeRemoved(line: Pick<CartProduct, 'title'>): void {
  notify(cartNotices.removed(line));
}

export function noticeNotSynced(): void {
  notify(cartNotices.notSynced, { kind: 'warning' });
}
