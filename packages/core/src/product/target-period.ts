import { atom, computed } from 'nanostores';
import type { Period } from '../schemas/lot';

/*
 * The subscription page's periods and the one chosen: read by the period box and by the product
 * footer, which buys at the chosen period's price. Apart from the call that loads them
 * (periods.ts), so that the footer does not carry it.
 */

export type PeriodsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; periods: Period[] };

export const $periods = atom<PeriodsState>({ status: 'loading' });
const $chosenPeriodId = atom<number | null>(null);

/**
 * marketplace-content.md §4: "target period defaults to the first". The chosen period, once the list is
 * there.
 */
export const $targetPeriod = computed([$periods, $chosenPeriodId], (state, chosen): Period | null => {
  if (state.status !== 'ready') return null;
  return state.periods.find((period) => period.id === chosen) ?? state.periods[0] ?? null;
});

export function choosePeriod(periodId: number): void {
  $chosenPeriodId.set(periodId);
}

/** Test reset (re-exported from `@rdc/core/testing`). */
export function resetPeriods(): void {
  $periods.set({ status: 'loading' });
  $chosenPeriodId.set(null);
}
