import type { WidgetModule } from '../platform/widget-table';
import { BuyNow } from './BuyNow';
import type { BuyNowProps } from './BuyNow';

// No styles at start: the widget shows nothing until a product is opened, and the modal, the
// cards, the result and the sign-in bring their styles when they are fetched (usePartStyles).
export const widget = {
  component: BuyNow,
  styles: [],
} satisfies WidgetModule<BuyNowProps>;
