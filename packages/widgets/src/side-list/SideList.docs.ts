import type { WidgetDocs } from '../platform/widget-table';
import type { SideListProps } from './SideList';

/** What custom-elements.json says of <rdc-side-list> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
  summary:
    "The package-item page's side list: the package's items, collapsible, scrolling in 80 px steps; each item opens to anchors for gallery, tech specification and capabilities; the item the slug names is marked.",
  attributes: {
    packageId: "The package's id.",
    items: "The package's items, as a JSON array of { id, title }.",
    slug: 'The slug of the item shown.',
  },
  events: {},
  parts: {
    'side-list': 'The whole list.',
    toggle: 'The collapse button.',
    'scroll-up': 'The scroll-up button.',
    'scroll-down': 'The scroll-down button.',
    item: "An item's link.",
    expand: "An item's expand button.",
    anchor: 'A section anchor.',
  },
} satisfies WidgetDocs<SideListProps>;
