import authBlockCss from '../auth/AuthBlock.css?inline';
import type { WidgetModule } from '../platform/widget-table';
import fieldCss from '../ui/Field.css?inline';
import stepCss from '../ui/Step.css?inline';
import { Basket } from './Basket';
import type { BasketProps } from './Basket';
import css from './Basket.css?inline';

// What step 1 shows; the later steps, the dialogs and the sliders bring their own styles when they
// are fetched (usePartStyles).
export const widget = {
  component: Basket,
  styles: [fieldCss, stepCss, authBlockCss, css],
} satisfies WidgetModule<BasketProps>;
