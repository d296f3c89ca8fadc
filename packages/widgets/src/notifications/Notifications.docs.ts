import type { WidgetDocs } from '../platform/widget-table';

/** What custom-elements.json says of <rdc-notifications> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
  summary:
    "Core's notifications on screen: each closes after 4000 ms (paused while hovered or focused), at most 5 per position, 440 px wide, announced to screen readers. One renders per page, however many elements or bundles there are.",
  attributes: {},
  events: {},
  parts: {
    notifications: 'The container of every stack.',
    notification: 'One notification.',
    close: 'Its close button.',
  },
} satisfies WidgetDocs<object>;
