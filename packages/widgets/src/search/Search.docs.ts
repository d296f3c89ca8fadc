import type { WidgetDocs } from '../platform/widget-table';
import type { SearchProps } from './Search';

/** What custom-elements.json says of <rdc-search> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
  summary:
    "The item search box (placeholder 'Search...'): asks for the typed text once the box has been still for 1 s, at most 10 results, listed while the box is focused and has text. A combobox: arrow keys choose a result, Enter opens its page (/marketplace/product/item/{id}), Escape closes the list.",
  attributes: {
    label: "The box's accessible name. Default 'Search items'.",
    finds:
      "'items' (default): the marketplace's item search. 'lots': the store's search, which also finds packages and subscriptions (from two characters), each result with a thumbnail, its kind and price, and opens the results page /search?q=… on Enter when no result is chosen.",
    text: "The box's text when it appears (the results page passes its search, so the header keeps it). Default empty.",
  },
  events: {},
  parts: {
    search: 'The whole box.',
    input: 'The text box.',
    popup: 'The drop-down under the box.',
    results: 'The result list.',
    result: 'One result (a link to its product page).',
    'all-results': "The link to the results page under the suggestions (finds='lots').",
  },
} satisfies WidgetDocs<SearchProps>;
