import type { WidgetModule } from '../platform/widget-table';
import { SpecTable } from './SpecTable';
import type { SpecTableProps } from './SpecTable';
import css from './SpecTable.css?inline';

export const widget = {
  component: SpecTable,
  styles: [css],
} satisfies WidgetModule<SpecTableProps>;
