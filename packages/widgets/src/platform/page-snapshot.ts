import { createContext, useContext } from 'react';
import type { Locale, QueryState } from '@rdc/core';

/**
 * What a server knows of the page it renders a widget into, for a first screen drawn there (the
 * site's list pages): the page's address, its locale and the list answers it came with. A widget
 * under it reads these instead of the browser's address and the catalogue's stores, which a server
 * has none of and must not share between visitors; the island then draws the same again in the
 * browser, from the same answers.
 */
export interface PageSnapshot {
  /** The page's address, with the list's `?page=` and `?perPage=`. */
  readonly url: URL;
  readonly locale: Locale;
  /** A list's state from the page's answers, or undefined when the page came without it. */
  stateOf(query: unknown, key: unknown): QueryState<unknown> | undefined;
}

const PageSnapshotContext = createContext<PageSnapshot | null>(null);

export const PageSnapshotProvider = PageSnapshotContext.Provider;

/** The snapshot a server renders with; null in a browser. */
export function usePageSnapshot(): PageSnapshot | null {
  return useContext(PageSnapshotContext);
}
