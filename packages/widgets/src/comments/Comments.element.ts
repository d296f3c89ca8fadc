import type { WidgetModule } from '../platform/widget-table';
import { Comments } from './Comments';
import type { CommentsProps } from './Comments';
import css from './Comments.css?inline';

export const widget = {
  component: Comments,
  styles: [css],
} satisfies WidgetModule<CommentsProps>;
