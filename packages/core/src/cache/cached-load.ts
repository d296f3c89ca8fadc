import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { keyedQuery } from './keyed-query';

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
  /** The stores to show it in, when they must exist before the load does (a load fetched on demand); else its own. */
  stores?: CachedLoadStores<T, O>;
}

export interface CachedLoadStores<T, O = undefined> {
  $value: WritableAtom<T>;
  $loading: WritableAtom<boolean>;
  $error: WritableAtom<string | null>;
  /**
   * Whose answer (or failed load) $value shows, null before the first and after a reset: until it is
   * the owner's, $value is the initial value, not theirs.
   */
  $owner?: WritableAtom<O | null>;
}

/**
 * One value of the keyed cache (keyed-query.ts), keyed by its owner: fetched from the server, kept
 * fresh for a while, loaded once however many ask at the same time, shown as three stores.
 */
export interface CachedLoad<T> {
  readonly $value: ReadableAtom<T>;
  readonly $loading: ReadableAtom<boolean>;
  /** The last failure's message; null after a success. */
  readonly $error: ReadableAtom<string | null>;
  /**
   * The value: the cached one while fresh, else fetched (a load already on its way for the same owner is shared).
   * `force` fetches whatever the cache says, once a load on its way is in, so its answer is the one that stands.
   * A failure resolves with the value as it stands.
   */
  load(options?: { force?: boolean }): Promise<T>;
  /** A local change (an added address), shown at once; the freshness stays as it was. */
  set(value: T): void;
  /** The value stays shown, the next load fetches. */
  invalidate(): void;
  /** Back to the initial value; a load on its way is forgotten and its answer dropped. */
  reset(): void;
}

export function cachedLoad<T, O = undefined>(options: CachedLoadOptions<T, O>): CachedLoad<T> {
  const { initial, onLoaded } = options;
  const ownerNow = options.owner ?? ((() => undefined) as () => O);
  const { $value, $loading, $error, $owner } = options.stores ?? {
    $value: atom<T>(initial),
    $loading: atom(false),
    $error: atom<string | null>(null),
  };
  const values = keyedQuery<O, T>({
    rule: { retries: options.retries ?? 0, retryDelayMs: () => 0, freshMs: options.freshMs },
    fetch: options.fetch,
    failure: options.failure,
    wanted: (owner) => ownerNow() === owner,
  });
  /** The last load asked for; a reset counts as one. Only its answer (for the owner still in) is shown. */
  let latest = 0;

  function load({ force = false }: { force?: boolean } = {}): Promise<T> {
    const owner = ownerNow();
    if (!force && values.fresh(owner)) return values.value(owner);
    const request = ++latest;
    const wanted = () => request === latest && ownerNow() === owner;
    $loading.set(true);
    return values
      .value(owner, force)
      .then(
        (value) => {
          if (wanted()) {
            $value.set(value);
            $error.set(null);
            $owner?.set(owner);
            onLoaded?.(value);
          }
          return value;
        },
        (error: unknown) => {
          if (wanted()) {
            $error.set(error instanceof Error ? error.message : String(error));
            $owner?.set(owner);
          }
          return $value.get();
        },
      )
      .finally(() => {
        if (request === latest) $loading.set(false);
      });
  }

  return {
    $value,
    $loading,
    $error,
    load,
    set(value) {
      values.set(ownerNow(), value);
      $value.set(value);
    },
    invalidate: () => values.invalidate(),
    reset() {
      latest += 1;
      values.clear();
      $value.set(initial);
      $loading.set(false);
      $error.set(null);
      $owner?.set(null);
    },
  };
}
