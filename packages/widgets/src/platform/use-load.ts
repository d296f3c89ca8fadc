import { useEffect, useState } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * The state of one asynchronous read for a component: loading, then ready or error. A newer
 * `key` starts a new read and the older answer is dropped. Caching, retries and freshness are
 * core's (its stores and client); this only follows one promise.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): Load<T> {
  const [state, setState] = useState<{ key: string; load: Load<T> }>({ key, load: { status: 'loading' } });
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ key, load: { status: 'ready', data } }),
      (error: unknown) => current && setState({ key, load: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
    // `load` is expected to change with `key` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.load : { status: 'loading' };
}
