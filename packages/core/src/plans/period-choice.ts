import { atom } from 'nanostores';
import type { Period, Plan } from '../schemas/lot';

/** The period each plan's card has chosen, by plan id; a plan not in it is at its default. */
export const $chosenPlanPeriods = atom<Readonly<Record<number, number>>>({});

export function choosePlanPeriod(planId: number, periodId: number): void {
  $chosenPlanPeriods.set({ ...$chosenPlanPeriods.get(), [planId]: periodId });
}

/**
 * A plan's target period: the chosen one while the plan offers it, else "the first is the default
 * target period"; null for a plan sold without periods.
 */
export function planPeriod(plan: Pick<Plan, 'periods'>, chosenPeriodId: number | undefined): Period | null {
  return plan.periods.find((period) => period.id === chosenPeriodId) ?? plan.periods[0] ?? null;
}
