import type { WidgetDocs } from '../platform/widget-table';
import type { BasketBadgeProps } from './BasketBadge';

/** What custom-elements.json says of <rdc-basket-badge> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
  summary: 'A link to the basket with the summed count of the cart products (shown up to 99, then 99+).',
  attributes: { href: 'Where the basket is. Default /basket.' },
  events: {},
  parts: {
    link: 'The basket link.',
    icon: 'The basket icon.',
    count: 'The count badge (absent for an empty cart).',
  },
} satisfies WidgetDocs<BasketBadgeProps>;
