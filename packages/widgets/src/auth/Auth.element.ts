import type { WidgetModule } from '../platform/widget-table';
import { Auth } from './Auth';
import type { AuthProps } from './Auth';

// No styles at start: the widget shows nothing until its dialogs are fetched, and they bring theirs.
export const widget = {
  component: Auth,
  styles: [],
} satisfies WidgetModule<AuthProps>;
