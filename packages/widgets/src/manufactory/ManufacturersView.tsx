import { useStore } from '@nanostores/react';
import {
  catalogue,
  createSearchBox,
  currentUrl,
  manufacturersKey,
  pageCount,
  PER_PAGE,
  readListPosition,
} from '@rdc/core';
import { useEffect, useId, useState } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { usePartStyles } from '../platform/use-part-styles';
import { CardGrid } from '../ui/CardGrid';
import { ListState } from '../ui/ListState';
import { BetweenPagers } from '../ui/BetweenPagers';
import { PerPageSelect } from '../ui/PerPageSelect';
import { useListPosition } from '../ui/useListPosition';
import { useQueryState } from '../ui/useQueryState';
import { ManufacturerCard } from './cards';
import { VIEW_STYLES } from './view-styles';

/**
 * marketplace-content.md §2.3 "Manufacturers tab: paginated grid of manufacturer cards, a search box and a
 * per-page selector." The page and per-page live in the address; the search asks once the box has been
 * still for the search's debounce (marketplace-content.md §9: 1000 ms) and starts again at page 0.
 */
export function ManufacturersView({ siteBase }: { siteBase: string }) {
  usePartStyles(VIEW_STYLES);
  const locale = useLocale();
  const label = m.manufactory_manufacturers(locale);
  const address = useListPosition(PER_PAGE.marketplace);
  const { position, setPage, setPerPage, clampTo } = address;
  // Core's search box: its query is the text once the box has been still for the debounce. What
  // it asks for is the search's first page, the page the view moves to for a new search.
  const [box] = useState(() =>
    createSearchBox({
      search: (text) =>
        catalogue.manufacturers.get(
          manufacturersKey(
            { ...readListPosition(currentUrl().searchParams, PER_PAGE.marketplace), page: 0 },
            text,
          ),
        ),
    }),
  );
  useEffect(() => () => box.dispose(), [box]);
  const text = useStore(box.$text);
  const search = useStore(box.$query);
  const searchId = useId();
  const { state, retry } = useQueryState(catalogue.manufacturers, manufacturersKey(position, search));
  const count = state.status === 'loaded' ? state.value.count : 0;
  const pages = pageCount(count, position.perPage);

  // A new search starts again at page 0.
  useEffect(
    () =>
      box.$query.listen(() => {
        if (position.page !== 0) setPage(0);
      }),
    [box, position.page, setPage],
  );

  useEffect(() => {
    if (state.status === 'loaded') clampTo(state.value.count);
  }, [state, clampTo]);

  return (
    <section className="manufactory__view" aria-label={label}>
      <div className="list-toolbar">
        <form role="search" className="m-search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={searchId} className="rdc-visually-hidden">
            {m.manufactory_search(locale)}
          </label>
          <input
            id={searchId}
            className="rdc-input"
            type="search"
            placeholder={m.ui_search_placeholder(locale)}
            maxLength={1000}
            value={text}
            onChange={(event) => box.setText(event.target.value)}
            onFocus={() => box.setFocused(true)}
            onBlur={() => box.setFocused(false)}
          />
        </form>
        <PerPageSelect
          options={PER_PAGE.marketplace.options}
          value={position.perPage}
          onChange={setPerPage}
        />
      </div>
      <BetweenPagers address={address} pageCount={pages} label={label}>
        <ListState list="manufacturers" state={state} label={label} onRetry={retry}>
          {(answer) => (
            <CardGrid
              items={answer.list}
              itemKey={(manufacturer) => manufacturer.id}
              label={label}
              renderItem={(manufacturer) => (
                <ManufacturerCard manufacturer={manufacturer} siteBase={siteBase} />
              )}
            />
          )}
        </ListState>
      </BetweenPagers>
    </section>
  );
}
