import type { WidgetDocs } from '../platform/widget-table';
import type { CountdownProps } from './Countdown';

/** What custom-elements.json says of <rdc-countdown> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
  summary:
    'The countdown of a time-limited lot: weeks when at least one week remains, days when at least one day, otherwise HH:MM:SS; it hides itself at zero. All countdowns on a page tick with one clock.',
  attributes: {
    end: "When the offer ends: the lot's time_limited, a date or an epoch in seconds or milliseconds.",
  },
  events: {},
  parts: { countdown: 'The whole marker.', time: 'The remaining time.' },
} satisfies WidgetDocs<CountdownProps>;
