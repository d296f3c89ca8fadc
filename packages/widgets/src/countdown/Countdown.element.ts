import type { WidgetModule } from '../platform/widget-table';
import { Countdown } from './Countdown';
import type { CountdownProps } from './Countdown';
import css from './Countdown.css?inline';

export const widget = {
  component: Countdown,
  styles: [css],
  docs: {
    summary:
      'The countdown of a time-limited lot: weeks when at least one week remains, days when at least one day, otherwise HH:MM:SS; it hides itself at zero. All countdowns on a page tick with one clock.',
    attributes: { end: "When the offer ends: the lot's time_limited, a date or an epoch in seconds or milliseconds." },
    events: {},
    parts: { countdown: 'The whole marker.', time: 'The remaining time.' },
  },
} satisfies WidgetModule<CountdownProps>;
