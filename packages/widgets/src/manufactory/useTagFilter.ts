import { currentUrl, readTagFilter, replaceUrl, withTagFilter } from '@rdc/core';
import { useEffect, useState } from 'react';
import { usePageSnapshot } from '../platform/page-snapshot';

/**
 * The product view's chosen tags, kept in the address (`?tags=Medical,New`), so a reload, Back and a
 * shared link filter the same way. `choose` makes one new history entry for the choice and its first
 * page: `toFirstPage` pushes the page, and the tags are written into that same entry. Rendered on
 * a server, the tags of the page's address (a PageSnapshot).
 */
export function useTagFilter(toFirstPage: () => void) {
  const snapshot = usePageSnapshot();
  const [chosen, setChosen] = useState(() => readTagFilter((snapshot?.url ?? currentUrl()).searchParams));

  useEffect(() => {
    const follow = () => {
      const next = readTagFilter(currentUrl().searchParams);
      setChosen((shown) => (shown.join('\n') === next.join('\n') ? shown : next));
    };
    // The address may have moved between the first render and this effect (a Back pressed while
    // the island started, whose popstate came before this listener): filter by what it says now.
    follow();
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  const choose = (next: readonly string[]) => {
    toFirstPage();
    replaceUrl(withTagFilter(currentUrl(), next));
    setChosen([...next]);
  };
  return { chosen, choose };
}
