import type { WidgetDocs } from '../platform/widget-table';
import type { BasketProps } from './Basket';
import { STYLES as authDialogs } from '../auth/AuthDialogs';
import { STYLES as addCardDialog } from '../cards/AddCardDialog';
import { STYLES as savedCards } from '../cards/SavedCards';
import { STYLES as errorModal } from '../result-modals/ErrorModal';
import { STYLES as purchaseModal } from '../result-modals/PurchaseModal';
import { STYLES as modal } from '../ui/Modal';
import { STYLES as additionalCurrency } from '../checkout/AdditionalCurrency';
import { STYLES as deliveryStep } from '../checkout/DeliveryStep';

/** What custom-elements.json says of <rdc-basket> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
  summary:
    'The shopping cart and checkout: 1 Your Cart, 2 Delivery information, 3 Payment (collapsible, numbered), and the summary panel with the RDC balance, the totals, the coupon row and the PAYMENT METHOD block with coin packs. Carries its own sign-in and result modals, so it works alone in a page.',
  attributes: {
    productBase:
      'Prefix of the product detail links, e.g. https://store.example on a partner page. Default: same site.',
  },
  events: {
    'rdc-cart-change': 'A line was changed or removed here.',
    'rdc-purchase': 'Place order went through.',
    'rdc-login': 'A session started (when no rdc-auth is on the page).',
    'rdc-logout': 'The session ended (when no rdc-auth is on the page).',
    'rdc-error': 'The server refused a registration made here.',
  },
  parts: {
    basket: 'The whole basket.',
    step: 'One step.',
    line: 'One cart line.',
    continue: 'Step 1\u2019s Continue button.',
    'auth-block': 'The sign-in block a visitor gets on Continue.',
    summary: 'The summary panel.',
    coupon: 'The coupon row.',
    'payment-method': 'The PAYMENT METHOD block.',
    'additional-currency': 'The coin packs offered as additional currency.',
    cards: 'The saved cards.',
    card: 'One saved card.',
    'place-order': 'The Place order button.',
    addresses: 'An address list.',
    address: 'One address.',
    'purchase-modal': 'The You Have Purchased dialog.',
    'error-modal': 'The error dialog.',
    backdrop: 'The backdrop behind a dialog.',
    close: 'A dialog\u2019s close button.',
  },
  partStyles: [
    deliveryStep,
    savedCards,
    addCardDialog,
    additionalCurrency,
    purchaseModal,
    errorModal,
    modal,
    authDialogs,
  ],
} satisfies WidgetDocs<BasketProps>;
