import type { WidgetManifest } from '../platform/manifest';
import { BasketBadge } from './BasketBadge';
import type { BasketBadgeProps } from './BasketBadge';
import css from './BasketBadge.css?inline';

export const basketBadge = {
  tag: 'rdc-basket-badge',
  component: BasketBadge,
  styles: [css],
  props: { href: 'string' },
  docs: {
    summary: 'A link to the basket with the summed count of the cart products (shown up to 99, then 99+).',
    attributes: { href: 'Where the basket is. Default /basket.' },
    events: {},
    parts: { link: 'The basket link.', icon: 'The basket icon.', count: 'The count badge (absent for an empty cart).' },
  },
} as const satisfies WidgetManifest<BasketBadgeProps>;
