import { useSurface } from '../ui/useSurface';
import { ConfirmHost } from './ConfirmHost';
import { ErrorModal } from './ErrorModal';
import { PurchaseModal } from './PurchaseModal';

/**
 * The page's result modals and confirmation, rendered by one widget only: every payment widget
 * includes this, and the first on the page shows them.
 */
export function ResultModals() {
  const owns = useSurface('results');
  if (!owns) return null;
  return (
    <>
      <PurchaseModal />
      <ErrorModal />
      <ConfirmHost />
    </>
  );
}
