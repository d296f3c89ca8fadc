import { useStore } from '@nanostores/react';
import { keyText, type KeyedQuery, type QueryState } from '@rdc/core';
import type { ReadableAtom } from 'nanostores';
import { atom } from 'nanostores';
import { useMemo } from 'react';
import { usePageSnapshot } from '../platform/page-snapshot';

/**
 * The state of one key of a catalogue store (`catalogue.coinPacks`, …): asking loads it when it is
 * missing or stale, and the component re-renders as it changes. `retry` fetches it again. Rendered
 * on a server (a PageSnapshot), the page's answer instead: a server asks no store.
 */
export function useQueryState<K, T>(
  query: KeyedQuery<K, T>,
  key: K,
): { state: QueryState<T>; retry: () => void } {
  const id = keyText(key);
  const snapshot = usePageSnapshot();
  const $state = useMemo(
    () => (snapshot ? atom(snapshot.stateOf(query, key) ?? { status: 'loading' }) : query.get(key)),
    // The key's text stands for the key: a new object with the same fields is the same list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query, id, snapshot],
  ) as ReadableAtom<QueryState<T>>;
  const state = useStore($state);
  return { state, retry: () => void query.refetch(key) };
}
