import { openBuyNow } from '../buy-now/store';
import { addToCart } from '../cart/actions';
import type { ProductChoice } from '../cart/product-choice';
import type { Plan } from '../schemas/lot';
import { $chosenPlanPeriods, planPeriod } from './period-choice';

/** The plan's target period as the cart and buy now take it: its id (`period_id`) and length, which multiplies the price. */
function chosenPeriod(plan: Plan): Pick<ProductChoice, 'period'> {
  const period = planPeriod(plan, $chosenPlanPeriods.get()[plan.id]);
  return period ? { period: { id: period.id, length: period.length } } : {};
}

/** Add to Cart on a plan's card: one plan for the period its card shows. */
export function addPlanToCart(plan: Plan): { added: boolean; synced: Promise<void> } {
  return addToCart(plan, { count: 1, ...chosenPeriod(plan) });
}

/** Buy now on a plan's card: the buy-now checkout opens with the plan for the period its card shows. */
export function buyPlanNow(plan: Plan): boolean {
  return openBuyNow(plan, chosenPeriod(plan));
}
