import { afterEach, describe, expect, it, vi } from 'vitest';
import { $couponMessage, applyCoupon } from './coupon';

afterEach(() => {
  $couponMessage.set(null);
  vi.restoreAllMocks();
});

describe('coupon row (marketplace-content.md §5)', () => {
  it("\"pressing Apply always shows 'There's no such coupon.'; no coupon call is shown.\"", () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    expect($couponMessage.get()).toBeNull();
    for (const code of ['SPACE50', 'WELCOME', '']) {
      applyCoupon(code);
      expect($couponMessage.get()).toBe("There's no such coupon.");
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});
