import type { WidgetDocs } from '../platform/widget-table';
import type { SubscriptionPeriodsProps } from './SubscriptionPeriods';

/** What custom-elements.json says of <rdc-subscription-periods> (read by the manifest; the element's chunk does not carry it). */
export const docs = {
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
} satisfies WidgetDocs<SubscriptionPeriodsProps>;
