import type { WidgetModule } from '../platform/widget-table';
import { BasketBadge } from './BasketBadge';
import type { BasketBadgeProps } from './BasketBadge';
import css from './BasketBadge.css?inline';

export const widget = {
  component: BasketBadge,
  styles: [css],
  docs: {
    summary: 'A link to the basket with the summed count of the cart products (shown up to 99, then 99+).',
    attributes: { href: 'Where the basket is. Default /basket.' },
    events: {},
    parts: { link: 'The basket link.', icon: 'The basket icon.', count: 'The count badge (absent for an empty cart).' },
  },
} satisfies WidgetModule<BasketBadgeProps>;
