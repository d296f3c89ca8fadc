import {
  $balanceText,
  $buyNowPlaceOrderDisabled,
  $buyNowProduct,
  $buyNowTotals,
  $isLoggedIn,
  $paymentState,
  lotCatalogue,
  closeBuyNow,
  formatAmount,
  isProductLotType,
  openBuyNow,
  payableCurrencies,
  placeBuyNowOrder,
  setBuyNowCurrency,
  type ProductLotType,
} from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { AuthSurface } from '../auth/Auth';
import { AuthBlock } from '../auth/AuthBlock';
import { AddCardModal } from '../cards/AddCardModal';
import { useBuyNowRequests } from '../platform/document-requests';
import { useEmit } from '../platform/events';
import { describeError } from '../platform/describe-error';
import { ResultModals } from '../result-modals/ResultModals';
import { lazyView } from '../ui/lazyView';
import { Modal } from '../ui/Modal';
import { useSurface } from '../ui/useSurface';

// The saved cards (and the card forms behind them) are fetched when a signed-in player opens the
// checkout, not when the page loads.
const Cards = lazyView(() => import('../cards/SavedCards').then((module) => module.SavedCards));

export interface BuyNowProps {
  /** Opens the checkout for this product when the widget appears (an in-game web view). */
  lotId?: number;
  lotType?: ProductLotType;
}

/**
 * `<rdc-buy-now>`: a one-product checkout (payment step and result) opened by a product's Buy now
 * (core's openBuyNow), by an `rdc-buy-now` event from the host page, or by its own lot-id and
 * lot-type attributes. "Buy-now modal: holds one product; closing clears the product." It carries
 * its own sign-in and result modals, so it works alone in a page.
 */
export function BuyNow({ lotId, lotType = 'item' }: BuyNowProps) {
  const emit = useEmit();
  const showsAuth = useSurface('auth');

  useEffect(() => {
    if (lotId === undefined || !isProductLotType(lotType)) return;
    lotCatalogue.lots.value({ lotType, lotId }).then(
      (lot) => openBuyNow(lot),
      (error: unknown) => emit('rdc-error', { source: 'rdc-buy-now', ...describeError(error) }),
    );
  }, [lotId, lotType, emit]);

  useBuyNowRequests();

  return (
    <>
      <BuyNowModal />
      <AddCardModal />
      <ResultModals />
      {showsAuth && <AuthSurface />}
    </>
  );
}

function BuyNowModal() {
  const product = useStore($buyNowProduct);
  const loggedIn = useStore($isLoggedIn);
  const totals = useStore($buyNowTotals);
  const balance = useStore($balanceText);
  const disabled = useStore($buyNowPlaceOrderDisabled);
  const paying = useStore($paymentState) === 'loading';
  const emit = useEmit();

  const placeOrder = async () => {
    const result = await placeBuyNowOrder();
    if (result && product) emit('rdc-purchase', { lots: [{ lotId: product.id, lotType: product.lot_type, count: product.count }] });
  };

  return (
    <Modal open={product !== null} title="Buy now" onClose={closeBuyNow} className="modal--wide" part="buy-now-modal">
      {product && (
        <div className="buy-now">
          <div className="buy-now__product" part="product">
            {product.image_url && <img className="buy-now__image" src={product.image_url} alt="" />}
            <div>
              <p className="buy-now__title">{product.title}</p>
              <fieldset className="buy-now__currency">
                <legend className="field__label">Pay in</legend>
                {payableCurrencies(product).map((currency) => (
                  <label key={currency}>
                    <input
                      type="radio"
                      name="buy-now-currency"
                      checked={product.selectCurrency === currency}
                      onChange={() => setBuyNowCurrency(currency)}
                    />
                    {currency} {formatAmount(product.price[currency] ?? 0)}
                  </label>
                ))}
              </fieldset>
            </div>
          </div>
          {loggedIn ? (
            <>
              <p className="buy-now__balance">RDC balance: {balance}</p>
              <h3 className="buy-now__heading">Payment</h3>
              <Cards.View />
              <p className="buy-now__total" part="total">
                Total: USD {formatAmount(totals.USD)} · RDC {formatAmount(totals.RDC)}
              </p>
              <button type="button" className="rdc-button buy-now__place" part="place-order" disabled={disabled || paying} onClick={placeOrder}>
                Place order
              </button>
            </>
          ) : (
            <AuthBlock prompt="Sign in to buy this product." />
          )}
        </div>
      )}
    </Modal>
  );
}
