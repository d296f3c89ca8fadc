import { $paymentState, $purchaseModal } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { lazyView } from '../ui/lazyView';
import { useSurface } from '../ui/useSurface';
import { ConfirmHost } from './ConfirmHost';
import { ErrorModal } from './ErrorModal';

// "You Have Purchased" slides its products with Swiper (26 kB): fetched when a payment starts,
// so that it is there when the answer comes, not with every page that can pay.
const Purchase = lazyView(() => import('./PurchaseModal').then((module) => module.PurchaseModal));

/**
 * The page's result modals and confirmation, rendered by one widget only: every payment widget
 * includes this, and the first on the page shows them.
 */
export function ResultModals() {
  const owns = useSurface('results');
  const purchased = useStore($purchaseModal) !== null;
  const paying = useStore($paymentState) === 'loading';
  useEffect(() => {
    if (owns && paying) Purchase.preload();
  }, [owns, paying]);
  if (!owns) return null;
  return (
    <>
      {purchased && <Purchase.View />}
      <ErrorModal />
      <ConfirmHost />
    </>
  );
}
