import type { WidgetModule } from '../platform/widget-table';
import { Notifications } from './Notifications';
import css from './Notifications.css?inline';

export const widget = {
  component: Notifications,
  styles: [css],
} satisfies WidgetModule<object>;
