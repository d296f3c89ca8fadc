import type { WidgetModule } from '../platform/widget-table';
import specCss from '../spec-table/SpecTable.css?inline';
import controlsCss from '../ui/Controls.css?inline';
import { DetailTabs } from './DetailTabs';
import type { DetailTabsProps } from './DetailTabs';
import css from './DetailTabs.css?inline';

export const widget = {
  component: DetailTabs,
  styles: [controlsCss, specCss, css],
} satisfies WidgetModule<DetailTabsProps>;
