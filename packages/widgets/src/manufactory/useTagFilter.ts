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
    const follow = () => setChosen(readTagFilter(currentUrl().searchParams));
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
