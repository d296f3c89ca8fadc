import {
  $purchaseModal,
  PURCHASED_PER_SLIDE,
  PURCHASE_MODAL_TITLE,
  closePurchaseModal,
  formatMoney,
  formatUnits,
  lineKey,
  purchasedProducts,
  resetPayment,
  type Locale,
  type PaymentAnswer,
  sitePath,
} from '@rdc/core';
import { useStore } from '@nanostores/react';
import swiperCss from 'swiper/css?inline';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { usePartStyles } from '../platform/use-part-styles';
import { Modal } from '../ui/Modal';
import { Slider } from '../ui/Slider';
import sliderCss from '../ui/Slider.css?inline';
import chargeCss from '../checkout/OrderCharge.css?inline';
import css from './PurchaseModal.css?inline';

/** The slider's styles and its own come with the modal. */
export const STYLES = [swiperCss, sliderCss, chargeCss, css];

/** Where the player's orders are: the Orders section of /settings, the profile popup's orders link. */
const ORDERS_HREF = '/settings#orders';

/**
 * "Purchase modal titled You Have Purchased: a slider of purchased products with image and title",
 * each with its count, period and cost, then what the payment took as the server answered it, and
 * the ways on: View orders, or Continue shopping (closes the modal, the player stays where they are).
 */
export function PurchaseModal() {
  usePartStyles(STYLES);
  const result = useStore($purchaseModal);
  const purchased = result ? purchasedProducts(result) : [];
  const locale = useLocale();
  const close = () => {
    closePurchaseModal();
    resetPayment();
  };
  return (
    <Modal
      open={result !== null}
      title={PURCHASE_MODAL_TITLE(locale)}
      onClose={close}
      className="modal--wide"
      part="purchase-modal"
    >
      <div role="region" aria-label={m.result_modals_purchased_label(locale)}>
        <Slider
          items={purchased}
          perSlide={PURCHASED_PER_SLIDE}
          itemKey={(entry) => lineKey(entry.product)}
          renderSlide={(slide) => (
            <ul className="purchased">
              {slide.map((entry) => (
                <li key={lineKey(entry.product)} className="purchased__product" part="purchased-product">
                  {entry.product.image_url ? (
                    <img className="purchased__image" src={entry.product.image_url} alt="" />
                  ) : (
                    <span className="purchased__image purchased__image--none" aria-hidden="true" />
                  )}
                  <p className="purchased__title">{entry.product.title}</p>
                  <p className="purchased__count">
                    {entry.count > 1 && `× ${entry.count} · `}
                    {entry.period && `${formatUnits(entry.period.length, 'month', locale)} · `}
                    {entry.total !== undefined && formatMoney(entry.total, entry.currency, locale)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        />
      </div>
      {result && <PaidSummary result={result} locale={locale} />}
      <div className="purchased__actions">
        <a className="rdc-button" href={sitePath(ORDERS_HREF)}>
          {m.result_modals_view_orders(locale)}
        </a>
        <button type="button" className="rdc-button rdc-button--ghost" onClick={close}>
          {m.result_modals_continue_shopping(locale)}
        </button>
      </div>
    </Modal>
  );
}

/** What the payment took, as the server answered it (an answer without it shows nothing). */
function PaidSummary({ result, locale }: { result: PaymentAnswer; locale: Locale }) {
  if (!result.charged) return null;
  const { USD, RDC } = result.charged;
  return (
    <dl className="charge" part="paid" aria-label={m.result_modals_paid_label(locale)}>
      <div className="charge__row charge__row--total">
        <dt>{m.result_modals_charged_card(locale)}</dt>
        <dd>{USD > 0 ? formatMoney(USD, 'USD', locale) : m.result_modals_no_card_charged(locale)}</dd>
      </div>
      {RDC > 0 && (
        <div className="charge__row charge__row--total">
          <dt>{m.result_modals_from_balance(locale)}</dt>
          <dd>{formatMoney(RDC, 'RDC', locale)}</dd>
        </div>
      )}
      {(result.credited ?? 0) > 0 && (
        <div className="charge__row">
          <dt>{m.result_modals_credited(locale)}</dt>
          <dd>{formatMoney(result.credited ?? 0, 'RDC', locale)}</dd>
        </div>
      )}
      {result.balance !== undefined && (
        <div className="charge__row">
          <dt>{m.result_modals_balance_now(locale)}</dt>
          <dd>{formatMoney(result.balance, 'RDC', locale)}</dd>
        </div>
      )}
    </dl>
  );
}
