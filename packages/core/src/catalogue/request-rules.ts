/**
 * The request rules of the marketplace's lists, in one place (marketplace-content.md §4, §7, §9):
 * - "Data-fetch defaults: 3 retries for queries, none for mutations, delay up to 30 s, cache 5 minutes."
 * - "Subscription and coin list requests: retried 10 times with 100 ms delay and no refetch on
 *   window focus (list queries)."
 * - "Coin and package lists stay fresh for 300000 ms."
 * Nothing here refetches on window focus: a query fetches when a view asks for it and its value is stale.
 */
export interface RequestRule {
  /** Attempts after the first failed one. */
  readonly retries: number;
  /** The wait before retry n (0-based). */
  readonly retryDelayMs: (attempt: number) => number;
  /** How long an answer stands before the next request for the same key fetches again. */
  readonly freshMs: number;
}

const FIVE_MINUTES = 5 * 60 * 1000;

/** The defaults' backoff: 1 s, 2 s, 4 s … "up to 30 s". */
const backoff = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export const REQUEST_RULES = {
  /** Manufacturers, categories, items, search, lots, periods. */
  query: { retries: 3, retryDelayMs: backoff, freshMs: FIVE_MINUTES },
  coinList: { retries: 10, retryDelayMs: (_attempt: number) => 100, freshMs: 300_000 },
  subscriptionList: { retries: 10, retryDelayMs: (_attempt: number) => 100, freshMs: FIVE_MINUTES },
  packageList: { retries: 3, retryDelayMs: backoff, freshMs: 300_000 },
} as const satisfies Record<string, RequestRule>;
