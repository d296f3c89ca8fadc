import { computed } from 'nanostores';
import { $buyNowProduct, $buyNowTotals } from '../buy-now/store';
import { $selectedCard, forgetUnsavedCard } from '../cards/store';
import { clearCart } from '../cart/actions';
import { $cart, $cartTotals } from '../cart/stores';
import { pay } from '../payment/pay';
import { payProducts } from '../payment/products';
import type { CartProduct } from '../schemas/cart';
import type { PurchaseResult } from '../schemas/payment';
import { $balance } from '../wallet/store';
import { additionalCurrencyProducts } from './additional-currency';
import { isPlaceOrderDisabled } from './steps';
import { $additionalCurrency, startCheckout } from './store';

/*
 * The payment side of checkout: Place order for the cart and for buy now. A module of its own, so
 * that the basket's first step (the cart, the summary, Continue) does not bring the cards, the
 * payment call and their schemas; the payment step and buy now do.
 */

export const $placeOrderDisabled = computed(
  [$selectedCard, $cartTotals, $balance, $additionalCurrency],
  (selectedCard, totals, balance, additional) =>
    isPlaceOrderDisabled({ selectedCard, rdcTotal: totals.RDC, balance, additionalCurrencyCount: additional.length }),
);

/** Place order in the buy-now modal: a card is needed, and RDC beyond the balance is refused. */
export const $buyNowPlaceOrderDisabled = computed(
  [$selectedCard, $buyNowTotals, $balance],
  (selectedCard, totals, balance) =>
    isPlaceOrderDisabled({ selectedCard, rdcTotal: totals.RDC, balance, additionalCurrencyCount: 0 }),
);

/**
 * Place order for the cart: pays the cart lines (plus any additional currency) with the selected
 * card. Does nothing while disabled. After success the paid cart and the chosen packs are cleared,
 * and a card the player did not save leaves the list.
 */
export function placeOrder(): Promise<PurchaseResult | null> {
  const card = $selectedCard.get();
  if ($placeOrderDisabled.get() || !card) return Promise.resolve(null);
  const lines: CartProduct[] = $cart.get();
  return pay(
    {
      token_id: card.payment_method_id,
      payment: card.payment,
      product: payProducts(lines, additionalCurrencyProducts($additionalCurrency.get())),
    },
    () => {
      forgetUnsavedCard(card.payment_method_id);
      $additionalCurrency.set([]);
      void clearCart();
      startCheckout();
    },
  );
}

/** Place order in the buy-now modal: the one product with the selected card. */
export function placeBuyNowOrder(): Promise<PurchaseResult | null> {
  const card = $selectedCard.get();
  const product = $buyNowProduct.get();
  if ($buyNowPlaceOrderDisabled.get() || !card || !product) return Promise.resolve(null);
  return pay({ token_id: card.payment_method_id, payment: card.payment, product: payProducts([product]) }, () =>
    forgetUnsavedCard(card.payment_method_id),
  );
}
