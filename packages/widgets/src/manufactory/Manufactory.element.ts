import type { WidgetModule } from '../platform/widget-table';
import breadcrumbsCss from '../ui/Breadcrumbs.css?inline';
import listingCss from '../ui/Listing.css?inline';
import { Manufactory } from './Manufactory';
import type { ManufactoryProps } from './Manufactory';
import css from './Manufactory.css?inline';

export const widget = {
  component: Manufactory,
  styles: [listingCss, breadcrumbsCss, css],
} satisfies WidgetModule<ManufactoryProps>;
