import type { WidgetModule } from '../platform/widget-table';
import { Notifications } from './Notifications';
import css from './Notifications.css?inline';

export const widget = {
  component: Notifications,
  styles: [css],
  docs: {
    summary:
      "Core's notifications on screen: each closes after 4000 ms (paused while hovered or focused), at most 5 per position, 440 px wide, announced to screen readers. One renders per page, however many elements or bundles there are.",
    attributes: {},
    events: {},
    parts: {
      notifications: 'The container of every stack.',
      notification: 'One notification.',
      close: 'Its close button.',
    },
  },
} satisfies WidgetModule<object>;
