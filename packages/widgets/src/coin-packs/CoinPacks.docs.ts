import type { WidgetDocs } from '../platform/widget-table';

/** What custom-elements.json says of <rdc-coin-packs> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
  summary:
    'The coin-pack slider, 6 packs per slide: RDC amount, USD price, the -20% badge and Buy, which adds the pack to the cart. Loading shows 6 skeletons, an empty list "Coin not found", a failure "Technical work is underway".',
  attributes: {},
  events: {
    'rdc-cart-change': 'Buy added a pack to the cart.',
    'rdc-error': 'The coin packs could not be loaded.',
  },
  parts: {
    packs: 'The whole block.',
    slider: 'The slider.',
    pack: 'One coin pack card.',
    skeleton: 'A loading placeholder card.',
    sale: 'The -20% badge.',
    amount: 'The RDC amount.',
    price: 'The USD price.',
    buy: 'The Buy button.',
    previous: 'The previous-slide button.',
    next: 'The next-slide button.',
    bullets: 'The slide bullets.',
    status: 'The empty or failure notice.',
  },
} satisfies WidgetDocs<object>;
