import {
  pageCount,
  pageRequest,
  type CatalogueList,
  type KeyedQuery,
  type PageKey,
  type PerPageRule,
  type QueryState,
} from '@rdc/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { ListState } from './ListState';
import { PageNavigator } from './PageNavigator';
import { PerPageSelect } from './PerPageSelect';
import { useListPosition } from './useListPosition';
import { useQueryState } from './useQueryState';

/** A page of a list as the API answers it. */
export interface ListPage<T> {
  readonly list: readonly T[];
  readonly count: number;
}

export interface PagedListProps<K, T> {
  /** Which list: its skeletons and its failure and empty texts (core's LIST_STATES). */
  list: CatalogueList;
  /** Names the list and its navigators, e.g. "Coin packs". */
  label: string;
  /** The per-page choices and default (core's PER_PAGE). */
  rule: PerPageRule;
  /** The catalogue store of the list. */
  query: KeyedQuery<K, ListPage<T>>;
  /** The store's key for a page (a list with filters adds them to the page's offset and limit). */
  keyOf: (page: PageKey) => K;
  /** The page's entries. */
  children: (entries: readonly T[]) => ReactNode;
  /** Called with each state the list settles in (a widget reports a failure to its host). */
  onState?: (state: QueryState<ListPage<T>>) => void;
}

/**
 * A paged catalogue list (marketplace-content.md §2.2, §4): the per-page selector and a page
 * navigator above the list, another below, the list's loading, failure and empty states, and the
 * page and per-page in the address.
 */
export function PagedList<K, T>({
  list,
  label,
  rule,
  query,
  keyOf,
  children,
  onState,
}: PagedListProps<K, T>) {
  const locale = useLocale();
  const address = useListPosition(rule);
  const { position } = address;
  const { state, retry } = useQueryState(query, keyOf(pageRequest(position)));
  const top = useRef<HTMLElement>(null);
  // The count of the last answer, so the navigators stay while the next page loads.
  const [known, setKnown] = useState<{ perPage: number; count: number } | null>(null);
  const loadedCount = state.status === 'loaded' ? state.value.count : null;
  if (loadedCount !== null && (known?.count !== loadedCount || known.perPage !== position.perPage)) {
    setKnown({ perPage: position.perPage, count: loadedCount });
  }
  const count = loadedCount ?? (known?.perPage === position.perPage ? known.count : null);
  const pages = count === null ? 0 : pageCount(count, position.perPage);

  useEffect(() => {
    // A page past the end of a list that has entries: the last page instead.
    if (state.status === 'loaded' && state.value.list.length === 0) address.clampTo(state.value.count);
    if (state.status !== 'loading') onState?.(state);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const navigator = (where: 'above' | 'below') => (
    <PageNavigator
      page={position.page}
      pageCount={pages}
      label={where === 'above' ? m.ui_pager_above(locale, { label }) : m.ui_pager_below(locale, { label })}
      hrefOf={address.hrefOf}
      onPage={(page) => {
        address.setPage(page);
        if (where === 'below') top.current?.scrollIntoView?.({ block: 'start' });
      }}
    />
  );

  return (
    <section className="paged-list" part="list" aria-label={label} ref={top}>
      <div className="list-toolbar">
        <PerPageSelect
          options={rule.options}
          value={position.perPage}
          onChange={address.setPerPage}
          label={m.ui_per_page_of(locale, { label })}
        />
        {navigator('above')}
      </div>
      <ListState list={list} state={state} label={label} onRetry={retry}>
        {(value) => children(value.list)}
      </ListState>
      {navigator('below')}
    </section>
  );
}
