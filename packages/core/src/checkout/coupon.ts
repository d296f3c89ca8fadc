import { atom } from 'nanostores';

/**
 * The basket's coupon row (marketplace-content.md §5): "pressing Apply always shows 'There's no
 * such coupon.'; no coupon call is shown." There is no coupon endpoint: Apply calls nothing.
 */
const NO_SUCH_COUPON = "There's no such coupon.";

/** The row's message under the field; null until Apply is first pressed. */
export const $couponMessage = atom<string | null>(null);

export function applyCoupon(_code: string): void {
  $couponMessage.set(NO_SUCH_COUPON);
}
