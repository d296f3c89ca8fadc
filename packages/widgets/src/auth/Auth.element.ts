import type { WidgetModule } from '../platform/widget-table';
import controlsCss from '../ui/Controls.css?inline';
import fieldCss from '../ui/Field.css?inline';
import modalCss from '../ui/Modal.css?inline';
import { Auth } from './Auth';
import type { AuthProps } from './Auth';
import css from './Auth.css?inline';

export const widget = {
  component: Auth,
  styles: [modalCss, fieldCss, controlsCss, css],
} satisfies WidgetModule<AuthProps>;
