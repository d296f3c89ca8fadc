import {
  $buyNowPlaceOrderDisabled,
  $buyNowProduct,
  $buyNowSummary,
  $isLoggedIn,
  $paymentState,
  closeBuyNow,
  formatMoney,
  formatUnits,
  lineCost,
  linePeriod,
  payableCurrencies,
  placeBuyNowOrder,
  setBuyNowCurrency,
} from '@rdc/core';
import { useStore } from '@nanostores/react';
import { PlaceOrder } from '../checkout/PlaceOrder';
import { AuthBlock } from '../auth/AuthBlock';
import authBlockCss from '../auth/AuthBlock.css?inline';
import * as m from '../generated/messages';
import { useEmit } from '../platform/events';
import { useLocale } from '../platform/use-locale';
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
  const locale = useLocale();
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
      title={m.buy_now_title(locale)}
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
              {period && (
                <p className="buy-now__period">
                  {m.buy_now_period(locale, { period: formatUnits(period.length, 'month', locale) })}
                </p>
              )}
              <fieldset className="buy-now__currency">
                <legend className="field__label">{m.buy_now_pay_in(locale)}</legend>
                {payableCurrencies(product).map((currency) => (
                  <label key={currency}>
                    <input
                      type="radio"
                      name="buy-now-currency"
                      checked={product.selectCurrency === currency}
                      onChange={() => setBuyNowCurrency(currency)}
                    />
                    {formatMoney(lineCost(product, currency, period?.length), currency, locale)}
                  </label>
                ))}
              </fieldset>
            </div>
          </div>
          {loggedIn ? (
            <>
              {/* Until the player's balance is known (null), neither an amount nor what it lacks is shown. */}
              <p className="buy-now__balance" aria-busy={summary.balance === null}>
                {m.buy_now_balance(locale, { amount: formatMoney(summary.balance, 'RDC', locale) })}
              </p>
              <h3 className="buy-now__heading">{m.buy_now_payment(locale)}</h3>
              <Cards.View />
              <p className="buy-now__total" part="total">
                {m.buy_now_total(locale, {
                  usd: formatMoney(summary.card, 'USD', locale),
                  rdc: formatMoney(summary.wallet, 'RDC', locale),
                })}
              </p>
              {summary.shortfall > 0 && (
                <p className="buy-now__shortfall" role="status">
                  {m.buy_now_shortfall(locale, { amount: formatMoney(summary.shortfall, 'RDC', locale) })}
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
            <AuthBlock prompt={m.buy_now_sign_in(locale)} />
          )}
        </div>
      )}
    </Modal>
  );
}
