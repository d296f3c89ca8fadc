import type { WidgetModule } from '../platform/widget-table';
import { UserMenu } from './UserMenu';
import type { UserMenuProps } from './UserMenu';
import css from './UserMenu.css?inline';

export const widget = {
  component: UserMenu,
  styles: [css],
} satisfies WidgetModule<UserMenuProps>;
