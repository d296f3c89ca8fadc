import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * A store's value in a component, re-rendered when it changes: @nanostores/react's useStore as the
 * widgets call it (a store, no options), which the partner bundle uses in its place
 * (vite.cdn.config.ts). Its `keys` option is left out: it alone brought nanostores' listenKeys and
 * deep-map paths to every page. A change between the render and the subscription is caught by
 * useSyncExternalStore, which reads the store again once subscribed.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  return useSyncExternalStore(subscribe, store.get, store.get);
}
