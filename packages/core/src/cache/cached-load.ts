import { atom, type ReadableAtom } from 'nanostores';
import { logIgnored } from '../log-ignored';

export interface CachedLoadOptions<T, O> {
  /** How long a loaded value stands before a load fetches again. */
  freshMs: number;
  /** The value before the first load and after a reset. */
  initial: T;
  /** The value's owner (a user id): another owner's value is never fresh, and an answer for an owner who has gone is dropped. */
  owner?: () => O;
  /** Attempts after a failed fetch, made only while the load is still wanted. */
  retries?: number;
  fetch(owner: O): Promise<T>;
  /** How the log names a failure, e.g. "a balance that could not be loaded". */
  failure: string;
  /** After an answer became the value. */
  onLoaded?(value: T): void;
}

/** A value fetched from the server, kept fresh for a while, loaded once however many ask at the same time. */
export interface CachedLoad<T> {
  readonly $value: ReadableAtom<T>;
  readonly $loading: ReadableAtom<boolean>;
  /** The last failure's message; null after a success. */
  readonly $error: ReadableAtom<string | null>;
  /**
   * The value: the cached one while fresh, else fetched (a load already on its way for the same owner is shared).
   * `force` fetches whatever the cache says, and its answer wins over any earlier load. A failure resolves with the
   * value as it stands.
   */
  load(options?: { force?: boolean }): Promise<T>;
  /** A local change (an added address), shown at once; the freshness stays as it was. */
  set(value: T): void;
  /** The value stays shown, the next load fetches. */
  invalidate(): void;
  /** Back to the initial value; a load on its way is forgotten and its answer dropped. */
  reset(): void;
}

interface Pending<T, O> {
  owner: O;
  promise: Promise<T>;
}

export function cachedLoad<T, O = undefined>(options: CachedLoadOptions<T, O>): CachedLoad<T> {
  const { freshMs, initial, retries = 0, failure, onLoaded } = options;
  const ownerNow = options.owner ?? ((() => undefined) as () => O);
  const $value = atom<T>(initial);
  const $loading = atom(false);
  const $error = atom<string | null>(null);
  let loaded: { owner: O; at: number } | null = null;
  let pending: Pending<T, O> | null = null;

  async function fetchWithRetries(owner: O, wanted: () => boolean): Promise<T> {
    let lastError: unknown;
    // No retry once the load is no longer wanted: its answer would be thrown away.
    for (let attempt = 0; attempt <= retries && wanted(); attempt++) {
      try {
        return await options.fetch(owner);
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  }

  function load({ force = false }: { force?: boolean } = {}): Promise<T> {
    const owner = ownerNow();
    if (!force && loaded !== null && loaded.owner === owner && Date.now() - loaded.at < freshMs)
      return Promise.resolve($value.get());
    if (!force && pending !== null && pending.owner === owner) return pending.promise;
    const request = { owner } as Pending<T, O>;
    // A reset, a forced load or a new owner since the start makes this answer stale.
    const wanted = () => pending === request && ownerNow() === owner;
    pending = request;
    $loading.set(true);
    request.promise = fetchWithRetries(owner, wanted)
      .then(
        (value) => {
          if (wanted()) {
            $value.set(value);
            $error.set(null);
            loaded = { owner, at: Date.now() };
            onLoaded?.(value);
          }
          return value;
        },
        (error: unknown) => {
          if (wanted()) {
            $error.set(error instanceof Error ? error.message : String(error));
            logIgnored(failure, error);
          }
          return $value.get();
        },
      )
      .finally(() => {
        if (pending === request) {
          pending = null;
          $loading.set(false);
        }
      });
    return request.promise;
  }

  return {
    $value,
    $loading,
    $error,
    load,
    set: (value) => $value.set(value),
    invalidate() {
      loaded = null;
    },
    reset() {
      pending = null;
      loaded = null;
      $value.set(initial);
      $loading.set(false);
      $error.set(null);
    },
  };
}
