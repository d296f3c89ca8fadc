import type { WidgetModule } from '../platform/widget-table';
import { ProductFooter } from './ProductFooter';
import type { ProductFooterProps } from './ProductFooter';
import css from './ProductFooter.css?inline';

export const widget = {
  component: ProductFooter,
  styles: [css],
} satisfies WidgetModule<ProductFooterProps>;
