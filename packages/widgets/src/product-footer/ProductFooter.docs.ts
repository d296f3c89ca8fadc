import type { WidgetDocs } from '../platform/widget-table';
import type { ProductFooterProps } from './ProductFooter';

/** What custom-elements.json says of <rdc-product-footer> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
  summary:
    'A product footer: the price in USD and RDC, Add to Cart, Buy now for a logged-in user, and for items the struck-through USD 7000 with "SAVE 30% in package". A subscription goes into the cart once.',
  attributes: {
    lotId: 'The product id.',
    lotType: 'item (default), package or subscription.',
  },
  events: {
    'rdc-cart-change': 'Add to Cart changed the cart.',
    'rdc-buy-now': 'Buy now was pressed. Cancel it (preventDefault) to handle the purchase yourself.',
    'rdc-error': 'The product could not be loaded.',
  },
  parts: {
    footer: 'The whole footer.',
    prices: 'The price block.',
    'price-usd': 'The USD price.',
    'price-rdc': 'The RDC price.',
    teaser: 'The package teaser of items.',
    'add-to-cart': 'The Add to Cart button.',
    'buy-now': 'The Buy now button.',
    status: 'The NoItem notice of a missing product.',
  },
} satisfies WidgetDocs<ProductFooterProps>;
