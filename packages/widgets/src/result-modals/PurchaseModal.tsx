import {
  $purchaseModal,
  PURCHASED_PER_SLIDE,
  PURCHASE_MODAL_TITLE,
  closePurchaseModal,
  formatAmount,
  lineKey,
  periodLabel,
  purchasedProducts,
  resetPayment,
  type PaymentAnswer,
} from '@rdc/core';
import { useStore } from '@nanostores/react';
import swiperCss from 'swiper/css?inline';
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
  const close = () => {
    closePurchaseModal();
    resetPayment();
  };
  return (
    <Modal
      open={result !== null}
      title={PURCHASE_MODAL_TITLE}
      onClose={close}
      className="modal--wide"
      part="purchase-modal"
    >
      <div role="region" aria-label="Purchased products">
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
                    {entry.period && `${periodLabel(entry.period)} · `}
                    {entry.total !== undefined && `${entry.currency} ${formatAmount(entry.total)}`}
                  </p>
                </li>
              ))}
            </ul>
          )}
        />
      </div>
      {result && <PaidSummary result={result} />}
      <div className="purchased__actions">
        <a className="rdc-button" href={ORDERS_HREF}>
          View orders
        </a>
        <button type="button" className="rdc-button rdc-button--ghost" onClick={close}>
          Continue shopping
        </button>
      </div>
    </Modal>
  );
}

/** What the payment took, as the server answered it (an answer without it shows nothing). */
function PaidSummary({ result }: { result: PaymentAnswer }) {
  if (!result.charged) return null;
  const { USD, RDC } = result.charged;
  return (
    <dl className="charge" part="paid" aria-label="What you paid">
      <div className="charge__row charge__row--total">
        <dt>Charged to your card</dt>
        <dd>{USD > 0 ? `USD ${formatAmount(USD)}` : 'Nothing: no card was charged'}</dd>
      </div>
      {RDC > 0 && (
        <div className="charge__row charge__row--total">
          <dt>From your RDC balance</dt>
          <dd>RDC {formatAmount(RDC)}</dd>
        </div>
      )}
      {(result.credited ?? 0) > 0 && (
        <div className="charge__row">
          <dt>Added to your RDC balance</dt>
          <dd>RDC {formatAmount(result.credited ?? 0)}</dd>
        </div>
      )}
      {result.balance !== undefined && (
        <div className="charge__row">
          <dt>RDC balance now</dt>
          <dd>{formatAmount(result.balance)} RDC</dd>
        </div>
      )}
    </dl>
  );
}
