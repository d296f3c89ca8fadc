import type { WidgetModule } from '../platform/widget-table';
import { Search } from './Search';
import type { SearchProps } from './Search';
import css from './Search.css?inline';

export const widget = {
  component: Search,
  styles: [css],
} satisfies WidgetModule<SearchProps>;
