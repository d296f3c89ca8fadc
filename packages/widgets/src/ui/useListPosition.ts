import {
  clampPage,
  currentUrl,
  pushUrl,
  readListPosition,
  replaceUrl,
  withListPosition,
  withPerPage,
  type ListPosition,
  type PerPageRule,
} from '@rdc/core';
import { useCallback, useEffect, useState } from 'react';
import { usePageSnapshot } from '../platform/page-snapshot';

export interface AddressListPosition {
  /** The position the address holds (bad values read as page 0 with the default per-page). */
  position: ListPosition;
  /** Goes to a page: a new history entry, so Back returns to the page before. */
  setPage(page: number): void;
  /** Changes per-page and goes back to page 0 ("changing per-page resets to page 0"). */
  setPerPage(perPage: number): void;
  /** The address of a page (for the navigator's links). */
  hrefOf(page: number): string;
  /** Once the count is known: a page past the end becomes the last page, replacing the address. */
  clampTo(count: number): void;
}

/**
 * A paged list's position kept in the address (`?page=`, `?perPage=`), so Back, a reload and a
 * shared link show the same page. Follows Back and Forward (popstate). Rendered on a server, the
 * address of the page it renders (a PageSnapshot).
 */
export function useListPosition(rule: PerPageRule): AddressListPosition {
  const snapshot = usePageSnapshot();
  const address = () => snapshot?.url ?? currentUrl();
  const [position, setPosition] = useState(() => readListPosition(address().searchParams, rule));

  useEffect(() => {
    const follow = () => {
      const next = readListPosition(currentUrl().searchParams, rule);
      setPosition((shown) => (shown.page === next.page && shown.perPage === next.perPage ? shown : next));
    };
    // The address may have moved between the first render and this effect (a Back pressed while
    // the island started, whose popstate came before this listener): show what it says now.
    follow();
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [rule]);

  const go = useCallback(
    (next: ListPosition, how: 'push' | 'replace') => {
      const href = withListPosition(currentUrl(), next, rule);
      if (how === 'push') pushUrl(href);
      else replaceUrl(href);
      setPosition(next);
    },
    [rule],
  );

  return {
    position,
    setPage: (page) => go({ ...position, page }, 'push'),
    setPerPage: (perPage) => go(withPerPage(perPage), 'push'),
    hrefOf: (page) => withListPosition(address(), { ...position, page }, rule),
    clampTo: (count) => {
      const clamped = clampPage(position, count);
      if (clamped.page !== position.page) go(clamped, 'replace');
    },
  };
}
