import type { WidgetDocs } from '../platform/widget-table';
import { STYLES as modal } from '../ui/Modal';
import type { OrdersProps } from './Orders';

/** What custom-elements.json says of <rdc-orders> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
  summary:
    "The signed-in player's orders, newest first and ten at a time (Show more): each with its date, lines (title, count, period), USD charged to the card, RDC taken from the balance and the card used, a receipt read from /payment_transaction/get_by_id and 'Report a problem', which opens a support ticket on it; under them the player's tickets with their state and Close. A visitor is asked to sign in.",
  attributes: {
    marketplaceHref: 'Where "No orders yet" links to. Default /marketplace.',
    hideSignIn:
      'Leaves out the Sing In button a visitor sees, for a page that already asks to sign in (/settings). Default false.',
  },
  events: {},
  parts: {
    orders: 'The whole block.',
    'sign-in-prompt': 'What a visitor sees instead.',
    order: 'One order of the list.',
    ticket: 'One support ticket.',
    receipt: "An order's receipt dialog.",
  },
  partStyles: [modal],
} satisfies WidgetDocs<OrdersProps>;
