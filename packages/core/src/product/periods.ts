import { createCatalogueReadsApi } from '../api/domains/catalogue-reads';
import { getDomain } from '../config';
import type { Period } from '../schemas/lot';
import { $periods } from './target-period';

/**
 * marketplace-content.md §4 / §8: "Periods: isLoading, and error 'Error loading periods'"; logged. The
 * log's words, for whoever reads the console; the reader sees the same text from the widgets' catalogue.
 */
export const PERIODS_ERROR_TEXT = 'Error loading periods';

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

/**
 * Puts the periods the page came with (core's page-answers.ts) into the store, so the period box
 * shows them in its first render and asks nothing; periods already there stay.
 */
export function adoptPeriods(periods: Period[]): void {
  if ($periods.get().status !== 'ready') $periods.set({ status: 'ready', periods });
}
