import type { WidgetModule } from '../platform/widget-table';
import { Orders } from './Orders';
import type { OrdersProps } from './Orders';
import fieldCss from '../ui/Field.css?inline';
import css from './Orders.css?inline';

export const widget = {
  component: Orders,
  styles: [fieldCss, css],
} satisfies WidgetModule<OrdersProps>;
