import type { WidgetModule } from '../platform/widget-table';
import specCss from '../spec-table/SpecTable.css?inline';
import controlsCss from '../ui/Controls.css?inline';
import { DetailTabs } from './DetailTabs';
import type { DetailTabsProps } from './DetailTabs';
import css from './DetailTabs.css?inline';

export const widget = {
  component: DetailTabs,
  styles: [controlsCss, specCss, css],
  docs: {
    summary:
      "The product detail block: tabs for overview, specifications, systems and hardpoints (those the lot has); overview cards 10 per slide, a card opens its details; systems and hardpoints as a table with a list or grid switch, list by default. Changing tab closes the open card.",
    attributes: { data: "The lot's data, as JSON." },
    events: {},
    parts: {
      details: 'The whole block.',
      card: 'An overview card.',
      'card-detail': 'The open card.',
      bullets: 'The overview slide bullets.',
      view: 'The list and grid switches.',
      table: 'The list view.',
      grid: 'The grid view.',
      spec: 'The specification table.',
      column: 'A specification column.',
    },
  },
} satisfies WidgetModule<DetailTabsProps>;
