import { loadReactWidget } from '@rdc/widgets';
import { adoptPageAnswers } from './adopt-page-answers';

await adoptPageAnswers();

// Loaded before the island renders: it replaces the plans the server drew (AISubscription.astro)
// with the same in its first commit, with no empty frame between.
const PlansWidget = await loadReactWidget('rdc-plans');

/** The plans widget, with the plans its page came with (AISubscription.astro). */
export function Plans() {
  return <PlansWidget />;
}
