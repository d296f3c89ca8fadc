import type { WidgetModule } from '../platform/widget-table';
import { Settings } from './Settings';
import fieldCss from '../ui/Field.css?inline';
import searchSelectCss from '../ui/SearchSelect.css?inline';
import css from './Settings.css?inline';

export const widget = {
  component: Settings,
  styles: [fieldCss, searchSelectCss, css],
} satisfies WidgetModule<object>;
