import type { WidgetModule } from '../platform/widget-table';
import listingCss from '../ui/Listing.css?inline';
import { Plans } from './Plans';
import css from './Plans.css?inline';

export const widget = {
  component: Plans,
  styles: [listingCss, css],
} satisfies WidgetModule<object>;
