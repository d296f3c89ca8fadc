import { atom, computed } from 'nanostores';
import { createCatalogueReadsApi } from '../api/domains/catalogue-reads';
import { getDomain } from '../config';
import { planPriceShown } from '../money/plan';
import type { Period } from '../schemas/lot';

/** §4 / §8: "Periods: isLoading, and error 'Error loading periods'"; logged. */
export const PERIODS_ERROR_TEXT = 'Error loading periods';

export type PeriodsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; periods: Period[] };

export const $periods = atom<PeriodsState>({ status: 'loading' });
const $chosenPeriodId = atom<number | null>(null);

/** §4: "target period defaults to the first". The chosen period, once the list is there. */
export const $targetPeriod = computed([$periods, $chosenPeriodId], (state, chosen): Period | null => {
  if (state.status !== 'ready') return null;
  return state.periods.find((period) => period.id === chosen) ?? state.periods[0] ?? null;
});

/** Loads the periods (`/market/period/list`) once per page; a failure shows the error and is logged. */
export async function loadPeriods(): Promise<void> {
  if ($periods.get().status === 'ready') return;
  $periods.set({ status: 'loading' });
  try {
    const { list } = await getDomain(createCatalogueReadsApi).periods.list();
    $periods.set({ status: 'ready', periods: list });
  } catch (error) {
    console.error(PERIODS_ERROR_TEXT, error);
    $periods.set({ status: 'error' });
  }
}

export function choosePeriod(periodId: number): void {
  $chosenPeriodId.set(periodId);
}

/** Test reset (re-exported from `@rdc/core/testing`). */
export function resetPeriods(): void {
  $periods.set({ status: 'loading' });
  $chosenPeriodId.set(null);
}

/** §9: "Plan prices are multiplied by the period length (default 1)": a price in minor units for a period. */
export function periodPrice(price: number, periodLength: number | null | undefined): number {
  const months = periodLength && Number.isInteger(periodLength) && periodLength > 0 ? periodLength : 1;
  return price * months;
}

/** §9: "plan price shown is USD price times months divided by 100": the USD text for a period. */
export function periodPriceText(usd: number, periodLength: number | null | undefined): string {
  return planPriceShown(usd, periodPrice(1, periodLength)).toFixed(2);
}

/** How a period is named in the choice: "1 month", "12 months". */
export const periodLabel = (period: Pick<Period, 'length'>): string => `${period.length} month${period.length === 1 ? '' : 's'}`;

/**
 * What a product page's Add to Cart and Buy now take with a subscription: the period chosen in its
 * period box (the first until the player picks one), so the cart line, the basket and the payment
 * carry the price shown for it. Other lots, or a page whose periods have not loaded, take none.
 */
export function subscriptionPeriodChoice(lot: { lot_type: string }, target: Period | null): { period?: Period } {
  return lot.lot_type === 'subscription' && target ? { period: { id: target.id, length: target.length } } : {};
}
