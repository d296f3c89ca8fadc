import { useStore } from '@nanostores/react';
import { keyText, type KeyedQuery, type QueryState } from '@rdc/core';
import { useMemo } from 'react';

/**
 * The state of one key of a catalogue store (`catalogue.coinPacks`, …): asking loads it when it is
 * missing or stale, and the component re-renders as it changes. `retry` fetches it again.
 */
export function useQueryState<K, T>(
  query: KeyedQuery<K, T>,
  key: K,
): { state: QueryState<T>; retry: () => void } {
  const id = keyText(key);
  // The key's text stands for the key: a new object with the same fields is the same list.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const $state = useMemo(() => query.get(key), [query, id]);
  const state = useStore($state);
  return { state, retry: () => void query.refetch(key) };
}
