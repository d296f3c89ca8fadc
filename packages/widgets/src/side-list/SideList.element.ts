import type { WidgetModule } from '../platform/widget-table';
import { SideList } from './SideList';
import type { SideListProps } from './SideList';
import css from './SideList.css?inline';

export const widget = {
  component: SideList,
  styles: [css],
} satisfies WidgetModule<SideListProps>;
