import type { WidgetDocs } from '../platform/widget-table';
import type { BuyNowProps } from './BuyNow';
import { STYLES as authDialogs } from '../auth/AuthDialogs';
import { STYLES as addCardDialog } from '../cards/AddCardDialog';
import { STYLES as savedCards } from '../cards/SavedCards';
import { STYLES as errorModal } from '../result-modals/ErrorModal';
import { STYLES as purchaseModal } from '../result-modals/PurchaseModal';
import { STYLES as modal } from '../ui/Modal';
import { STYLES as buyNowModal } from './BuyNowModal';

/** What custom-elements.json says of <rdc-buy-now> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
  summary:
    'A one-product checkout: the product, the saved cards (add, make default, delete), Place order, then "You Have Purchased" or the error modal. Opens on a product\u2019s Buy now, on an rdc-buy-now event, or for its lot-id and lot-type attributes. Closing clears the product. Works alone in a page.',
  attributes: {
    lotId: 'Opens the checkout for this product when the element appears.',
    lotType: 'item (default), package or subscription.',
  },
  events: {
    'rdc-purchase': 'The payment went through.',
    'rdc-error': 'The product could not be loaded.',
    'rdc-login': 'A session started (when no rdc-auth is on the page).',
    'rdc-logout': 'The session ended (when no rdc-auth is on the page).',
  },
  parts: {
    'buy-now-modal': 'The checkout dialog box.',
    product: 'The product block.',
    total: 'The total.',
    'place-order': 'The Place order button.',
    'auth-block': 'The sign-in prompt for a visitor.',
    cards: 'The saved cards.',
    card: 'One saved card.',
    'add-card': 'The + ADD NEW card button.',
    'purchase-modal': 'The You Have Purchased dialog.',
    'error-modal': 'The error dialog.',
    backdrop: 'The backdrop behind a dialog.',
    close: 'A dialog\u2019s close button.',
  },
  partStyles: [buyNowModal, savedCards, addCardDialog, purchaseModal, errorModal, modal, authDialogs],
} satisfies WidgetDocs<BuyNowProps>;
