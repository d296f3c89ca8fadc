import type { WidgetDocs } from '../platform/widget-table';
import type { DetailTabsProps } from './DetailTabs';

/** What custom-elements.json says of <rdc-detail-tabs> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
  summary:
    'The product detail block: tabs for overview, specifications, systems and hardpoints (those the lot has); overview cards 10 per slide, a card opens its details; systems and hardpoints as a table with a list or grid switch, list by default. Changing tab closes the open card.',
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
} satisfies WidgetDocs<DetailTabsProps>;
