import { createCatalogueReadsApi } from '../api/domains/catalogue-reads';
import { enabledPage, listQuery, type PageKey } from '../catalogue/lot-stores';
import { REQUEST_RULES } from '../catalogue/request-rules';
import { getDomain } from '../config';
import { isLotShown } from '../lots/product-lots';
import type { CatalogueList } from '../marketplace/list-states';
import type { ListOf } from '../schemas/common';
import type { Plan, PlanSchema } from '../schemas/lot';
import { $chosenPlanPeriods } from './period-choice';

/** The /AISubscription page shows every enabled plan at once (the demo world has two): one page that holds them all. */
export const EVERY_PLAN: PageKey = { offset: 0, limit: 100 };

/**
 * The spec names no state of a plan list. Ours is the subscription list's (the plans' page is the
 * target of a subscription's Get Started, and a plan is sold by period as a subscription is):
 * 5 skeletons while loading, 'Error' on failure, 'NoItem' when there is none.
 */
export const PLAN_LIST: CatalogueList = 'subscriptions';

/**
 * The plans a page offers: a disabled plan that a server sent all the same is left out ("a disabled
 * lot is not shown"), and the count with it, so a list of disabled plans only is the empty state.
 */
export function offeredPlans<T extends { list: readonly Pick<Plan, 'enabled'>[]; count: number }>(
  answer: T,
): T {
  const list = answer.list.filter(isLotShown);
  return { ...answer, list, count: Math.max(0, answer.count - (answer.list.length - list.length)) };
}

/**
 * The enabled plans with their periods (`/market/plan/list`), loaded once per page with the
 * subscription list's request rules ("retried 10 times with 100 ms delay").
 */
export const plans = listQuery(
  REQUEST_RULES.subscriptionList,
  'a plan list that could not be loaded',
  async ({ offset, limit }: PageKey): Promise<ListOf<typeof PlanSchema>> =>
    offeredPlans(await getDomain(createCatalogueReadsApi).plans.list(enabledPage({ offset, limit }))),
);

/** Test reset (re-exported from `@rdc/core/testing`): the list loads again, every card at its default period. */
export function resetPlans(): void {
  plans.clear();
  $chosenPlanPeriods.set({});
}
