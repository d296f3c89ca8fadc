import type { OrderSummary } from '@rdc/core';
import { useId } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { OrderCharge } from './OrderCharge';

export interface PlaceOrderProps {
  summary: OrderSummary;
  disabled: boolean;
  onPlace: () => void;
  className: string;
}

/**
 * What the order takes, then Place order, described by it: the spec's label, with the amounts the
 * player agrees to beside it (the basket's payment step and buy now).
 */
export function PlaceOrder({ summary, disabled, onPlace, className }: PlaceOrderProps) {
  const chargeId = useId();
  const locale = useLocale();
  return (
    <>
      <OrderCharge summary={summary} id={chargeId} />
      <button
        type="button"
        className={`rdc-button ${className}`}
        part="place-order"
        aria-describedby={chargeId}
        disabled={disabled}
        onClick={onPlace}
      >
        {m.checkout_place_order(locale)}
      </button>
    </>
  );
}
