import { $confirmation, $errorModal, $paymentState, $purchaseModal } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { lazyView } from '../ui/lazyView';
import { useSurface } from '../ui/useSurface';

// "You Have Purchased" slides its products with Swiper (26 kB): fetched when a payment starts,
// so that it is there when the answer comes, not with every page that can pay.
const Purchase = lazyView(() => import('./PurchaseModal').then((module) => module.PurchaseModal));
// Only the address book and the saved cards ask to confirm (a delete), and they are parts fetched
// on demand themselves: the question's dialog comes when first asked.
const Confirm = lazyView(() => import('./ConfirmHost').then((module) => module.ConfirmHost), {
  placeholder: () => null,
});
// The calls that can fail with the error modal (the address book's, the cards', the payment) are
// made only from parts fetched on demand; each such part fetches the modal when it is shown, so
// that a failure shows even if the network has gone by the time it comes.
const ErrorView = lazyView(() => import('./ErrorModal').then((module) => module.ErrorModal), {
  placeholder: () => null,
});

/** Fetches the error modal's code: for the parts whose calls can open it, when they are shown. */
export const preloadErrorModal = ErrorView.preload;

/**
 * The page's result modals and confirmation, rendered by one widget only: every payment widget
 * includes this, and the first on the page shows them.
 */
export function ResultModals() {
  const owns = useSurface('results');
  const purchased = useStore($purchaseModal) !== null;
  const paying = useStore($paymentState) === 'loading';
  const confirming = useStore($confirmation) !== null;
  const failed = useStore($errorModal) !== null;
  useEffect(() => {
    if (owns && paying) Purchase.preload();
  }, [owns, paying]);
  if (!owns) return null;
  return (
    <>
      {purchased && <Purchase.View />}
      {failed && <ErrorView.View />}
      {confirming && <Confirm.View />}
    </>
  );
}
