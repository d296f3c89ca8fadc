import type { WidgetDocs } from '../platform/widget-table';

/** What custom-elements.json says of <rdc-plans> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
  summary:
    'The enabled plans (/market/plan/list), each with its periods (the first chosen by default), the price for the chosen period (the monthly price times its months), the date the plan would expire, Add to Cart and, for a logged-in player, Buy now, both with the chosen period. Loading shows 5 skeletons, a failure "Error" with Retry, no plans "NoItem".',
  attributes: {},
  events: {
    'rdc-cart-change': 'Add to Cart put a plan in the cart.',
    'rdc-buy-now': 'Buy now was pressed (lot type plan); cancel it to open a checkout of your own.',
    'rdc-error': 'The plans could not be loaded.',
  },
  parts: {
    plans: 'The whole block.',
    list: 'The list of plan cards.',
    plan: 'One plan card.',
    periods: "A plan's period choice.",
    period: 'One period.',
    offer: 'The price and expiry for the chosen period.',
    prices: 'The prices for the chosen period.',
    'price-usd': 'The USD price.',
    'price-rdc': 'The RDC price.',
    expiry: 'The date the plan would expire.',
    'add-to-cart': 'The Add to Cart button.',
    'buy-now': 'The Buy now button.',
    grid: 'The skeletons while loading.',
    skeleton: 'A loading placeholder card.',
    status: 'The empty or failure notice.',
  },
} satisfies WidgetDocs<object>;
