import { computed } from 'nanostores';
import { $buyNowProduct } from '../buy-now/store';
import { $buyNowSummary } from '../buy-now/summary';
import { refreshBuyNowProduct } from '../buy-now/refresh';
import { $selectedCard, forgetUnsavedCard } from '../cards/store';
import { clearCart } from '../cart/actions';
import { $cart } from '../cart/stores';
import { refreshCart } from '../cart/sync';
import { pay } from '../payment/pay';
import type { PaymentAnswer } from '../schemas/payment';
import { $knownBalance } from '../wallet/store';
import { paymentBody } from './payment-body';
import { isPlaceOrderDisabled } from './steps';
import { $additionalCurrency, $orderSummary, startCheckout } from './store';

/*
 * The payment side of checkout: Place order for the cart and for buy now. A module of its own, so
 * that the basket's first step (the cart, the summary, Continue) does not bring the cards, the
 * payment call and their schemas; the payment step and buy now do. Each payment sends the order
 * summary's charge as `expected`, so the server takes what the player was shown or nothing.
 */

export const $placeOrderDisabled = computed(
  [$selectedCard, $additionalCurrency, $orderSummary],
  (selectedCard, additional, summary) =>
    isPlaceOrderDisabled({
      selectedCard,
      rdcTotal: summary.wallet,
      balance: summary.balance,
      additionalCurrencyCount: additional.length,
      shortfall: summary.shortfall,
    }),
);

/** Place order in the buy-now modal: a card is needed, and RDC beyond the balance is refused. */
export const $buyNowPlaceOrderDisabled = computed([$selectedCard, $buyNowSummary], (selectedCard, summary) =>
  isPlaceOrderDisabled({
    selectedCard,
    rdcTotal: summary.wallet,
    balance: summary.balance,
    additionalCurrencyCount: 0,
    shortfall: summary.shortfall,
  }),
);

/**
 * Place order for the cart: pays the cart lines (plus any additional currency) with the selected
 * card. Does nothing while disabled. After success the paid cart and the chosen packs are cleared,
 * and a card the player did not save leaves the list; after a changed price the cart is read again.
 */
export function placeOrder(): Promise<PaymentAnswer | null> {
  const card = $selectedCard.get();
  if ($placeOrderDisabled.get() || !card) return Promise.resolve(null);
  return pay(
    paymentBody(card, {
      lines: $cart.get(),
      topUps: $additionalCurrency.get(),
      balance: $knownBalance.get(),
    }),
    {
      onSuccess: () => {
        forgetUnsavedCard(card.payment_method_id);
        $additionalCurrency.set([]);
        void clearCart();
        startCheckout();
      },
      onPriceChanged: () => void refreshCart(),
    },
  );
}

/** Place order in the buy-now modal: the one product with the selected card. */
export function placeBuyNowOrder(): Promise<PaymentAnswer | null> {
  const card = $selectedCard.get();
  const product = $buyNowProduct.get();
  if ($buyNowPlaceOrderDisabled.get() || !card || !product) return Promise.resolve(null);
  return pay(paymentBody(card, { lines: [product], balance: $knownBalance.get() }), {
    onSuccess: () => forgetUnsavedCard(card.payment_method_id),
    onPriceChanged: () => void refreshBuyNowProduct(),
  });
}
