import { raceAbort } from '../api/timeout';

/**
 * Identical calls in flight at once share one request. An entry lives only while its request
 * runs, so a failed request is never cached: the next identical call asks again.
 *
 * Each caller may bring its own AbortSignal: an aborting caller stops waiting at once, and the
 * shared request itself is aborted only when every caller that joined it has aborted.
 */
export interface InFlight {
  share<T>(key: string, run: (signal: AbortSignal) => Promise<T>, callerSignal?: AbortSignal): Promise<T>;
  /** How many distinct requests are running now. */
  readonly size: number;
}

interface Entry {
  promise: Promise<unknown>;
  controller: AbortController;
  waiting: number;
}

export function createInFlight(): InFlight {
  const running = new Map<string, Entry>();

  const join = <T>(entry: Entry, callerSignal: AbortSignal | undefined): Promise<T> => {
    entry.waiting += 1;
    if (!callerSignal) return entry.promise as Promise<T>;
    const leave = () => {
      entry.waiting -= 1;
      if (entry.waiting === 0) entry.controller.abort(callerSignal.reason);
    };
    if (callerSignal.aborted) leave();
    else callerSignal.addEventListener('abort', leave, { once: true });
    const waited = raceAbort(entry.promise as Promise<T>, callerSignal);
    void entry.promise.then(
      () => callerSignal.removeEventListener('abort', leave),
      () => callerSignal.removeEventListener('abort', leave),
    );
    return waited;
  };

  return {
    share<T>(key: string, run: (signal: AbortSignal) => Promise<T>, callerSignal?: AbortSignal): Promise<T> {
      const existing = running.get(key);
      if (existing) return join<T>(existing, callerSignal);
      const controller = new AbortController();
      const entry: Entry = { promise: Promise.resolve(), controller, waiting: 0 };
      entry.promise = run(controller.signal).finally(() => {
        if (running.get(key) === entry) running.delete(key);
      });
      // Nobody may be left listening once every caller aborted; that rejection is theirs, not unhandled.
      entry.promise.catch(() => {});
      running.set(key, entry);
      return join<T>(entry, callerSignal);
    },
    get size() {
      return running.size;
    },
  };
}
