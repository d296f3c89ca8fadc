import { useStore } from '@nanostores/react';
import { keyText, prepareMoneyFormat, type KeyedQuery, type QueryState } from '@rdc/core';
import { useEffect, useMemo } from 'react';
import { useLocale } from '../platform/use-locale';

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
  // The catalogue's answers hold prices: the money formatter is built after this render, while
  // the answer is on its way, instead of in the render that shows them.
  const locale = useLocale();
  useEffect(() => prepareMoneyFormat(locale), [locale]);
  return { state, retry: () => void query.refetch(key) };
}
