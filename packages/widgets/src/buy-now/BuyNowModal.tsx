import {
  $balanceText,
  $buyNowPlaceOrderDisabled,
  $buyNowProduct,
  $buyNowSummary,
  $isLoggedIn,
  $paymentState,
  closeBuyNow,
  formatAmount,
  lineCost,
  linePeriod,
  payableCurrencies,
  periodLabel,
  placeBuyNowOrder,
  setBuyNowCurrency,
} from '@rdc/core';
import { useStore } from '@nanostores/react';
import { PlaceOrder } from '../checkout/PlaceOrder';
import { AuthBlock } from '../auth/AuthBlock';
import authBlockCss from '../auth/AuthBlock.css?inline';
import { useEmit } from '../platform/events';
import { usePartStyles } from '../platform/use-part-styles';
import controlsCss from '../ui/Controls.css?inline';
import fieldCss from '../ui/Field.css?inline';
import { lazyView } from '../ui/lazyView';
import { Modal } from '../ui/Modal';
import css from './BuyNow.css?inline';

/** The form controls', the sign-in block's and the modal's own styles come with it. */
export const STYLES = [fieldCss, controlsCss, authBlockCss, css];

// The saved cards (and the card forms behind them) are fetched when a signed-in player opens the
// checkout.
const Cards = lazyView(() => import('../cards/SavedCards').then((module) => module.SavedCards));

/**
 * The buy-now modal, a chunk of its own fetched when a product is opened: the product, the
 * currency to pay in, then for a signed-in player the balance, the saved cards, the total and
 * Place order (which emits rdc-purchase with the lot); for a visitor the sign-in block.
 */
export function BuyNowModal() {
  usePartStyles(STYLES);
  const product = useStore($buyNowProduct);
  const loggedIn = useStore($isLoggedIn);
  const summary = useStore($buyNowSummary);
  const balance = useStore($balanceText);
  const disabled = useStore($buyNowPlaceOrderDisabled);
  const paying = useStore($paymentState) === 'loading';
  const emit = useEmit();

  const placeOrder = async () => {
    const result = await placeBuyNowOrder();
    if (result && product)
      emit('rdc-purchase', {
        lots: [{ lotId: product.id, lotType: product.lot_type, count: product.count }],
      });
  };

  const period = product ? linePeriod(product) : null;
  return (
    <Modal
      open={product !== null}
      title="Buy now"
      onClose={closeBuyNow}
      className="modal--wide"
      part="buy-now-modal"
    >
      {product && (
        <div className="buy-now">
          <div className="buy-now__product" part="product">
            {product.image_url && <img className="buy-now__image" src={product.image_url} alt="" />}
            <div>
              <p className="buy-now__title">{product.title}</p>
              {period && <p className="buy-now__period">For {periodLabel(period)}</p>}
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
                    {currency} {formatAmount(lineCost(product, currency, period?.length))}
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
                Total: USD {formatAmount(summary.card)} · RDC {formatAmount(summary.wallet)}
              </p>
              {summary.shortfall > 0 && (
                <p className="buy-now__shortfall" role="status">
                  Not enough RDC: {formatAmount(summary.shortfall)} RDC more are needed. Pay in USD, or top up
                  your balance in the basket.
                </p>
              )}
              <PlaceOrder
                summary={summary}
                disabled={disabled || paying}
                onPlace={placeOrder}
                className="buy-now__place"
              />
            </>
          ) : (
            <AuthBlock prompt="Sign in to buy this product." />
          )}
        </div>
      )}
    </Modal>
  );
}
