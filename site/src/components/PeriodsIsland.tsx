import { SubscriptionPeriods, type SubscriptionPeriodsProps } from '@rdc/widgets';
import { adoptPageAnswers } from './adopt-page-answers';

await adoptPageAnswers();

/**
 * A subscription's period box, with the periods its page came with (ProductPage.astro): its first
 * render shows the choices, so the price under them does not move when they arrive.
 */
export function Periods(props: SubscriptionPeriodsProps) {
  return <SubscriptionPeriods {...props} />;
}
