import { useStore } from '@nanostores/react';
import { $chosenPlanPeriods, $isLoggedIn, EVERY_PLAN, PLAN_LIST, plans } from '@rdc/core';
import type { Plan } from '@rdc/core/schemas';
import { useEffect } from 'react';
import * as m from '../generated/messages';
import { useEmit } from '../platform/events';
import { describeError } from '../platform/describe-error';
import { useLocale } from '../platform/use-locale';
import { isFirstScreen } from '../ui/FallbackImage';
import { ListState } from '../ui/ListState';
import { useQueryState } from '../ui/useQueryState';
import { PlanCard } from './PlanCard';

/**
 * The plans (`/AISubscription`): every enabled plan, each with its periods (the first the default
 * target period), the price for the chosen one, the expiry it would give, Add to Cart and, for a
 * logged-in player, Buy now. The list's states are the subscription list's: 5 skeletons, 'Error'
 * with Retry, 'NoItem'. Plans have no detail page, so a card links nowhere.
 */
export function Plans() {
  const { state, retry } = useQueryState(plans, EVERY_PLAN);
  const chosen = useStore($chosenPlanPeriods);
  const loggedIn = useStore($isLoggedIn);
  const emit = useEmit();
  const locale = useLocale();
  const label = m.plans_label(locale);

  useEffect(() => {
    if (state.status === 'error')
      emit('rdc-error', { source: 'rdc-plans', ...describeError(state.cause ?? new Error(state.message)) });
  }, [state, emit]);

  return (
    <section className="plans" part="plans" aria-label={label}>
      <ListState list={PLAN_LIST} state={state} label={label} onRetry={retry}>
        {({ list }) => (
          <ul className="plans__list" part="list">
            {list.map((plan: Plan, index) => (
              <li key={plan.id} className="plans__cell">
                <PlanCard
                  plan={plan}
                  chosenPeriodId={chosen[plan.id]}
                  canBuyNow={loggedIn}
                  priority={isFirstScreen(index)}
                />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
