import { $addCardModal } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { lazyView } from '../ui/lazyView';
import { useSurface } from '../ui/useSurface';
import type { StripeCardFormProps } from './StripeCardForm';

/**
 * The dialog (the cards' store, the payment systems, the forms' loaders) is fetched with the saved
 * cards, where its button is (`preload`), not with the basket's first step; nothing shows in its
 * place meanwhile, as nothing shows while it is closed.
 */
export const AddCardDialog = lazyView(
  () => import('./AddCardDialog').then((module) => module.AddCardDialog),
  {
    placeholder: () => null,
  },
);

/**
 * "Add-card modal: choose a payment system, paypal (preselected) or stripe." Open while core's
 * $addCardModal is.
 */
export function AddCardModal(props: StripeCardFormProps) {
  // The basket and buy-now both carry it; on a page with both (the site's layout mounts buy-now
  // everywhere) it must open once.
  const owns = useSurface('add-card');
  const open = useStore($addCardModal);
  return owns && open ? <AddCardDialog.View {...props} /> : null;
}
