import type { WidgetModule } from '../platform/widget-table';
import { SubscriptionPeriods } from './SubscriptionPeriods';
import type { SubscriptionPeriodsProps } from './SubscriptionPeriods';
import css from './SubscriptionPeriods.css?inline';

export const widget = {
  component: SubscriptionPeriods,
  styles: [css],
} satisfies WidgetModule<SubscriptionPeriodsProps>;
