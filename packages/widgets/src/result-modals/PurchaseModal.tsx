import { $purchaseModal, LOT_TYPES, closePurchaseModal, resetPayment } from '@rdc/core';
import type { CartEntry, LotType } from '@rdc/core/schemas';
import { useStore } from '@nanostores/react';
import { Modal } from '../ui/Modal';
import { Slider } from '../ui/Slider';

/** Purchased products shown per slide. */
const PER_SLIDE = 3;

type Purchased = CartEntry & { lotType: LotType };

/** "Purchase modal titled You Have Purchased: a slider of purchased products with image and title." */
export function PurchaseModal() {
  const result = useStore($purchaseModal);
  const purchased: Purchased[] = result ? LOT_TYPES.flatMap((lotType) => result[lotType].map((entry) => ({ ...entry, lotType }))) : [];
  const close = () => {
    closePurchaseModal();
    resetPayment();
  };
  return (
    <Modal open={result !== null} title="You Have Purchased" onClose={close} className="modal--wide" part="purchase-modal">
      <div role="region" aria-label="Purchased products">
        <Slider
          items={purchased}
          perSlide={PER_SLIDE}
          itemKey={(entry) => `${entry.lotType}:${entry.product.id}`}
          renderSlide={(slide) => (
            <ul className="purchased">
              {slide.map((entry) => (
                <li key={`${entry.lotType}:${entry.product.id}`} className="purchased__product" part="purchased-product">
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
