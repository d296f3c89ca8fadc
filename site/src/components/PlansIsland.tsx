import { Plans as PlansWidget } from '@rdc/widgets';
import { adoptPageAnswers } from './adopt-page-answers';

adoptPageAnswers();

/** The plans widget, with the plans its page came with (AISubscription.astro). */
export function Plans() {
  return <PlansWidget />;
}
