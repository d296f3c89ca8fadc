import { $couponMessage, applyCoupon } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';

/** The coupon row: "pressing Apply always shows 'There's no such coupon.'". */
export function CouponRow() {
  const [code, setCode] = useState('');
  const message = useStore($couponMessage);
  const id = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    applyCoupon(code);
  };
  return (
    <form className="coupon" part="coupon" onSubmit={apply} aria-label="Coupon">
      <label className="rdc-visually-hidden" htmlFor={id}>
        Coupon
      </label>
      <input
        id={id}
        className="field__control"
        placeholder="Coupon"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        aria-describedby={message ? `${id}-message` : undefined}
      />
      <button type="submit" className="rdc-button rdc-button--ghost">
        Apply
      </button>
      {message && (
        <p className="coupon__message" id={`${id}-message`} role="status">
          {message}
        </p>
      )}
    </form>
  );
}
