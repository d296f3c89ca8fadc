import {
  $purchaseModal,
  PURCHASED_PER_SLIDE,
  PURCHASE_MODAL_TITLE,
  closePurchaseModal,
  lineKey,
  purchasedProducts,
  resetPayment,
} from '@rdc/core';
import { useStore } from '@nanostores/react';
import swiperCss from 'swiper/css?inline';
import { usePartStyles } from '../platform/use-part-styles';
import { Modal } from '../ui/Modal';
import { Slider } from '../ui/Slider';
import sliderCss from '../ui/Slider.css?inline';
import css from './PurchaseModal.css?inline';

/** The slider's styles and its own come with the modal. */
export const STYLES = [swiperCss, sliderCss, css];

/** "Purchase modal titled You Have Purchased: a slider of purchased products with image and title." */
export function PurchaseModal() {
  usePartStyles(STYLES);
  const result = useStore($purchaseModal);
  const purchased = result ? purchasedProducts(result) : [];
  const close = () => {
    closePurchaseModal();
    resetPayment();
  };
  return (
    <Modal open={result !== null} title={PURCHASE_MODAL_TITLE} onClose={close} className="modal--wide" part="purchase-modal">
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
                  {entry.count > 1 && <p className="purchased__count">× {entry.count}</p>}
                </li>
              ))}
            </ul>
          )}
        />
      </div>
    </Modal>
  );
}
