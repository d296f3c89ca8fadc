import type { WidgetDocs } from '../platform/widget-table';
import type { ManufactoryProps } from './Manufactory';
import { STYLES as treePanel } from './TreePanel';
import { VIEW_STYLES } from './view-styles';

/** What custom-elements.json says of <rdc-manufactory> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
  summary:
    "The manufactory: the tabs Manufacturers (cards with image or title, a search box, per-page 6/12/18 and pages in the address), Category (top-level categories), All (both interleaved in 5, 3, 2 or 1 columns by width) and the product view of one category (items with a tag filter, pages above and below, its sub-categories when it has no items, NoItem when neither), with breadcrumbs and the category tree side panel. Loading shows 15 skeletons (6 for items), a failure 'Error', an empty list 'Response is empty'. A view or path that cannot be read goes to /404.",
  attributes: {
    view: "The route's second segment: category, all or product; empty is the Manufacturers tab.",
    path: 'The encoded filter of the `path` query parameter (base64url JSON: category, manufacturerId, manufacturerTitle).',
    hideTabs: 'Leave out the marketplace tab bar.',
    siteBase: "Prefix of every link (the store's origin on a partner page).",
  },
  events: {},
  partStyles: [VIEW_STYLES, treePanel],
  parts: {
    manufactory: 'The whole block.',
    tabs: 'A marketplace tab link.',
    'manufactory-tabs': 'The Manufacturers / Category / All tab bar.',
    breadcrumbs: 'The breadcrumbs.',
    tree: 'The category tree side panel.',
    'tree-toggle': 'A node’s open / close button.',
    'tree-link': 'A category link of the tree.',
    grid: 'A card grid.',
    'manufacturer-card': 'A manufacturer card.',
    'category-card': 'A category card.',
    'item-card': 'An item card.',
    'tag-filter': 'The tag filter.',
    pager: 'A page navigator.',
    'per-page': 'The per-page selector.',
    skeleton: 'A loading placeholder card.',
    status: 'The empty or failure notice.',
  },
} satisfies WidgetDocs<ManufactoryProps>;
