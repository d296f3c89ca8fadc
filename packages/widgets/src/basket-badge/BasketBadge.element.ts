import type { WidgetModule } from '../platform/widget-table';
import { BasketBadge } from './BasketBadge';
import type { BasketBadgeProps } from './BasketBadge';
import css from './BasketBadge.css?inline';

export const widget = {
  component: BasketBadge,
  styles: [css],
} satisfies WidgetModule<BasketBadgeProps>;
