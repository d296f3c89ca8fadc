import { $buyNowProduct, isProductLotType, lotCatalogue, openBuyNow, type ProductLotType } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { AuthSurface } from '../auth/Auth';
import { AddCardModal } from '../cards/AddCardModal';
import { useBuyNowRequests } from '../platform/document-requests';
import { useEmit } from '../platform/events';
import { describeError } from '../platform/describe-error';
import { ResultModals } from '../result-modals/ResultModals';
import { lazyView } from '../ui/lazyView';
import { useSurface } from '../ui/useSurface';

// The modal (the payment call, the cards' store, Place order) is fetched when a product is opened,
// not when the page loads: most pages that hold the widget never open it.
const Checkout = lazyView(() => import('./BuyNowModal').then((module) => module.BuyNowModal), {
  placeholder: () => null,
});

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
  const opened = useStore($buyNowProduct) !== null;

  useEffect(() => {
    if (lotId === undefined || !isProductLotType(lotType)) return;
    // The modal will show as soon as the lot arrives: its code is fetched alongside, not after.
    Checkout.preload();
    lotCatalogue.lots.value({ lotType, lotId }).then(
      (lot) => openBuyNow(lot),
      (error: unknown) => emit('rdc-error', { source: 'rdc-buy-now', ...describeError(error) }),
    );
  }, [lotId, lotType, emit]);

  useBuyNowRequests();

  return (
    <>
      {opened && <Checkout.View />}
      <AddCardModal />
      <ResultModals />
      {showsAuth && <AuthSurface />}
    </>
  );
}
