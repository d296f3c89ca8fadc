import { $couponMessage, applyCoupon } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

/** The coupon row: "pressing Apply always shows 'There's no such coupon.'". */
export function CouponRow() {
  const [code, setCode] = useState('');
  const message = useStore($couponMessage);
  const id = useId();
  const locale = useLocale();
  const coupon = m.checkout_coupon(locale);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    applyCoupon(code);
  };
  return (
    <form className="coupon" part="coupon" onSubmit={apply} aria-label={coupon}>
      <label className="rdc-visually-hidden" htmlFor={id}>
        {coupon}
      </label>
      <input
        id={id}
        className="field__control"
        placeholder={coupon}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        aria-describedby={message ? `${id}-message` : undefined}
      />
      <button type="submit" className="rdc-button rdc-button--ghost">
        {m.checkout_coupon_apply(locale)}
      </button>
      {message && (
        <p className="coupon__message" id={`${id}-message`} role="status">
          {message}
        </p>
      )}
    </form>
  );
}
