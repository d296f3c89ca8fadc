import { $cart, $orderSummary, $paymentState, $placeOrderDisabled, placeOrder } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { SavedCards } from '../cards/SavedCards';
import { useEmit } from '../platform/events';
import { PlaceOrder } from './PlaceOrder';

/** Step 3, Payment: the saved cards (and adding one), what the order takes, then Place order. */
export function PaymentStep() {
  const disabled = useStore($placeOrderDisabled);
  const paying = useStore($paymentState) === 'loading';
  const summary = useStore($orderSummary);
  const emit = useEmit();
  const place = async () => {
    const lots = $cart.get().map((line) => ({ lotId: line.id, lotType: line.lot_type, count: line.count }));
    const result = await placeOrder();
    if (result) emit('rdc-purchase', { lots });
  };
  return (
    <div className="payment">
      <SavedCards />
      <PlaceOrder
        summary={summary}
        disabled={disabled || paying}
        onPlace={place}
        className="payment__place"
      />
    </div>
  );
}
