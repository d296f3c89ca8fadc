import type { WidgetModule } from '../platform/widget-table';
import { Countdown } from './Countdown';
import type { CountdownProps } from './Countdown';
import css from './Countdown.css?inline';

export const widget = {
  component: Countdown,
  styles: [css],
} satisfies WidgetModule<CountdownProps>;
