import { atom, type ReadableAtom } from 'nanostores';
import { logIgnored } from '../log-ignored';
import type { RequestRule } from '../catalogue/request-rules';

/**
 * A list screen's state (marketplace-content.md §4: "loading …, error, empty, loaded"). A reload of a
 * key already shown keeps its value on screen while the new answer is on its way.
 */
export type QueryState<T> =
  | { readonly status: 'loading' }
  | {
      readonly status: 'error';
      readonly message: string;
      /** What failed (an ApiError with its status and code). */ readonly cause?: unknown;
    }
  | { readonly status: 'empty' }
  | { readonly status: 'loaded'; readonly value: T };

export interface KeyedQueryOptions<K, T> {
  readonly rule: RequestRule;
  fetch(key: K): Promise<T>;
  /** Whether an answer is an empty list (shown as the view's empty state, not as loaded). */
  isEmpty?(value: T): boolean;
  /** How the log names a failure. */
  readonly failure: string;
  /** Whether a failed key is still worth another attempt (its owner still logged in); default yes. */
  wanted?(key: K): boolean;
  /** For tests: how a retry waits. */
  readonly sleep?: (ms: number) => Promise<void>;
}

/** One fetcher store per key, each loaded once however many views ask, fresh for the rule's window. */
export interface KeyedQuery<K, T> {
  /** The state of `key`, loading it when it is missing or stale (and only then). */
  get(key: K): ReadableAtom<QueryState<T>>;
  /** Fetches `key` again whatever its freshness; resolves when the answer is in. */
  refetch(key: K): Promise<void>;
  /**
   * The answer for `key` as a promise, for an action rather than a view (Buy now opening a lot):
   * the last answer while fresh, else fetched (`force`: fetched whatever its freshness, after a
   * fetch already on its way); a failure rejects with its cause and is asked again next time.
   */
  value(key: K, force?: boolean): Promise<T>;
  /** Whether `key` has an answer still fresh: `value` would not fetch. */
  fresh(key: K): boolean;
  /** A local change (an added address), shown at once; the freshness stays as it was. */
  set(key: K, value: T): void;
  /** An answer that came with the page: shown at once, and fresh from now like one just fetched. */
  adopt(key: K, value: T): void;
  /** The state an answer shows as: empty by the query's rule, else loaded. */
  stateOf(value: T): QueryState<T>;
  /** Every key fetches again on its next `get` or `value`; the answers stay shown meanwhile. */
  invalidate(): void;
  /** Forgets every key and its state (between tests: the next `get` starts from loading). */
  clear(): void;
}

interface Entry<T> {
  readonly $state: ReturnType<typeof atom<QueryState<T>>>;
  /** When the last answer (or failure) came in; null while there is none, or after an invalidation. */
  settledAt: number | null;
  /** The last answer, also when it is an empty list, kept through later failures. */
  answer: { value: T } | null;
  /** When the last answer came in; null while there is none, or after an invalidation. */
  answeredAt: number | null;
  pending: Promise<void> | null;
}

/**
 * Whether a failure is worth another attempt: not a definite answer about the request itself (an
 * HTTP 4xx other than 408 and 429: a lot that does not exist stays missing however often it is asked).
 */
function retryable(error: unknown): boolean {
  const { kind, status } = (error ?? {}) as { kind?: unknown; status?: unknown };
  if (kind !== 'http' || typeof status !== 'number') return true;
  return status < 400 || status >= 500 || status === 408 || status === 429;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A stable text key for a key object: same fields, same key, whatever their order. The fields are
 * ordered by their code units, the same on every device: `localeCompare` would load the platform's
 * collation data, 20 ms of a list's first render in a profile of /marketplace/limitedTimeOffers.
 */
export function keyText(key: unknown): string {
  return JSON.stringify(key, (_, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

export function keyedQuery<K, T>(options: KeyedQueryOptions<K, T>): KeyedQuery<K, T> {
  const { rule, failure, isEmpty = () => false, wanted = () => true, sleep = wait } = options;
  const entries = new Map<string, Entry<T>>();

  async function fetchWithRetries(key: K, entry: Entry<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await options.fetch(key);
      } catch (error) {
        // No retry once nobody can see its answer: the key was cleared, or its owner has gone.
        const again = entries.get(keyText(key)) === entry && wanted(key);
        if (attempt >= rule.retries || !retryable(error) || !again) throw error;
        await sleep(rule.retryDelayMs(attempt));
      }
    }
  }

  const stateOf = (value: T): QueryState<T> =>
    isEmpty(value) ? { status: 'empty' } : { status: 'loaded', value };
  const show = (entry: Entry<T>, value: T) => entry.$state.set(stateOf(value));

  function load(key: K, entry: Entry<T>): Promise<void> {
    if (entry.pending) return entry.pending;
    if (entry.$state.get().status !== 'loaded') entry.$state.set({ status: 'loading' });
    entry.pending = fetchWithRetries(key, entry)
      .then(
        (value) => {
          entry.settledAt = entry.answeredAt = Date.now();
          entry.answer = { value };
          show(entry, value);
        },
        (error: unknown) => {
          logIgnored(failure, error);
          // A failure stands like an answer: views re-render on it, and a fetch per render would
          // loop. The view's Retry (refetch) or the next fresh window asks again.
          entry.settledAt = Date.now();
          entry.$state.set({
            status: 'error',
            message: error instanceof Error ? error.message : String(error),
            cause: error,
          });
        },
      )
      .finally(() => {
        entry.pending = null;
      });
    return entry.pending;
  }

  function entryOf(key: K): Entry<T> {
    const text = keyText(key);
    let entry = entries.get(text);
    if (!entry) {
      entry = {
        $state: atom<QueryState<T>>({ status: 'loading' }),
        settledAt: null,
        answer: null,
        answeredAt: null,
        pending: null,
      };
      entries.set(text, entry);
    }
    return entry;
  }

  const isFresh = (entry: Entry<T>) =>
    entry.answeredAt !== null && Date.now() - entry.answeredAt < rule.freshMs;

  function refetch(key: K, entry: Entry<T>): Promise<void> {
    entry.settledAt = null;
    return entry.pending ? entry.pending.then(() => load(key, entry)) : load(key, entry);
  }

  return {
    get(key) {
      const entry = entryOf(key);
      const stale = entry.settledAt === null || Date.now() - entry.settledAt >= rule.freshMs;
      if (stale) void load(key, entry);
      return entry.$state;
    },
    async value(key, force = false) {
      const entry = entryOf(key);
      if (force || !isFresh(entry)) {
        await (force ? refetch(key, entry) : (entry.pending ?? load(key, entry)));
        const state = entry.$state.get();
        if (state.status === 'error') throw state.cause ?? new Error(failure);
      } else if (entry.pending) await entry.pending;
      // An answer is in: the load just made succeeded, or the fresh one stands.
      return entry.answer!.value;
    },
    fresh: (key) => isFresh(entryOf(key)),
    refetch: (key) => refetch(key, entryOf(key)),
    set(key, value) {
      const entry = entryOf(key);
      entry.answer = { value };
      show(entry, value);
    },
    adopt(key, value) {
      const entry = entryOf(key);
      entry.settledAt = entry.answeredAt = Date.now();
      entry.answer = { value };
      show(entry, value);
    },
    stateOf,
    invalidate() {
      for (const entry of entries.values()) entry.settledAt = entry.answeredAt = null;
    },
    clear() {
      entries.clear();
    },
  };
}
