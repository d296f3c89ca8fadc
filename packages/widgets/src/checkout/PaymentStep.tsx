import { $cart, $paymentState, $placeOrderDisabled, placeOrder } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { SavedCards } from '../cards/SavedCards';
import { useEmit } from '../platform/events';

/** Step 3, Payment: the saved cards (and adding one), then Place order. */
export function PaymentStep() {
  const disabled = useStore($placeOrderDisabled);
  const paying = useStore($paymentState) === 'loading';
  const emit = useEmit();
  const place = async () => {
    const lots = $cart.get().map((line) => ({ lotId: line.id, lotType: line.lot_type, count: line.count }));
    const result = await placeOrder();
    if (result) emit('rdc-purchase', { lots });
  };
  return (
    <div className="payment">
      <SavedCards />
      <button type="button" className="rdc-button payment__place" part="place-order" disabled={disabled || paying} onClick={place}>
        Place order
      </button>
    </div>
  );
}
