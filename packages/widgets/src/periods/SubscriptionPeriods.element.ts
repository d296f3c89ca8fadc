import type { WidgetModule } from '../platform/widget-table';
import { SubscriptionPeriods } from './SubscriptionPeriods';
import type { SubscriptionPeriodsProps } from './SubscriptionPeriods';
import css from './SubscriptionPeriods.css?inline';

export const widget = {
  component: SubscriptionPeriods,
  styles: [css],
  docs: {
    summary:
      "The subscription page's periods (/market/period/list, the first chosen by default; 'Error loading periods' when they fail) and the USD price for the chosen period; says so when the subscription is already in the cart.",
    attributes: { lotId: "The subscription's id.", usd: 'Its USD price per month, in minor units.' },
    events: {},
    parts: {
      periods: 'The whole block.',
      loading: 'The loading notice.',
      error: "The 'Error loading periods' notice.",
      choices: 'The period choices.',
      choice: 'One period.',
      price: 'The price for the chosen period.',
      'in-cart': 'The already-in-the-cart notice.',
    },
  },
} satisfies WidgetModule<SubscriptionPeriodsProps>;
