import type { WidgetModule } from '../platform/widget-table';
import breadcrumbsCss from '../ui/Breadcrumbs.css?inline';
import listingCss from '../ui/Listing.css?inline';
import { Manufactory } from './Manufactory';
import type { ManufactoryProps } from './Manufactory';
import css from './Manufactory.css?inline';
import { loadViewParts } from './views';

export const widget = {
  component: Manufactory,
  styles: [listingCss, breadcrumbsCss, css],
  parts: {
    styles: () => import('./part-styles').then((module) => module.PART_STYLES),
    load: loadViewParts,
  },
} satisfies WidgetModule<ManufactoryProps>;
