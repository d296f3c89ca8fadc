// The results page's list (/search): one page of core's header search, with its loading, empty and
// error states and a pager. It renders in the browser (client:only): the page's frame and heading are
// the server's.
import { useStore } from '@nanostores/react';
import {
  FOUND_LOT_KIND_TITLES,
  foundLotPriceText,
  LOT_SEARCH_PAGE_SIZE,
  lotSearch,
  PLACEHOLDER_IMAGE,
  searchPageHref,
  type FoundLot,
} from '@rdc/core';
import { useMemo } from 'react';
import * as m from '../generated/messages';
import { documentLocale } from '../locale';

interface SearchResultsProps {
  /** The searched text, as the address gives it. */
  text: string;
  /** The page, from 1. */
  page: number;
}

function Result({ lot }: { lot: FoundLot }) {
  return (
    <li className="search-results__item">
      <img
        className="search-results__picture"
        src={lot.imageUrl || PLACEHOLDER_IMAGE}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        onError={(event) => {
          if (event.currentTarget.src !== PLACEHOLDER_IMAGE) event.currentTarget.src = PLACEHOLDER_IMAGE;
        }}
      />
      <div className="search-results__text">
        <a className="search-results__title" href={lot.href}>
          {lot.title}
        </a>
        <p className="search-results__kind">{FOUND_LOT_KIND_TITLES[lot.kind]}</p>
        <p className="search-results__price">{foundLotPriceText(lot.price, documentLocale())}</p>
      </div>
    </li>
  );
}

export default function SearchResults({ text, page }: SearchResultsProps) {
  const key = { text, offset: (page - 1) * LOT_SEARCH_PAGE_SIZE, limit: LOT_SEARCH_PAGE_SIZE };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's fields are the list
  const $state = useMemo(() => lotSearch.get(key), [text, page]);
  const state = useStore($state);

  switch (state.status) {
    case 'loading':
      return (
        <p className="search-results__state" role="status">
          {m.search_results_searching(documentLocale())}
        </p>
      );
    case 'error':
      return (
        <div className="search-results__state" role="alert">
          <p className="search-results__state-title">{m.status_error(documentLocale())}</p>
          <p>{m.search_results_failed(documentLocale())}</p>
          <button type="button" className="rdc-button" onClick={() => void lotSearch.refetch(key)}>
            {m.search_results_retry(documentLocale())}
          </button>
        </div>
      );
    case 'empty':
      return (
        <div className="search-results__state" role="status">
          <p className="search-results__state-title">{m.status_no_item(documentLocale())}</p>
          <p>{m.search_results_nothing(documentLocale(), { text })}</p>
          <a className="rdc-button" href="/marketplace">
            {m.search_results_marketplace(documentLocale())}
          </a>
        </div>
      );
    case 'loaded': {
      const { list, hasMore } = state.value;
      return (
        <div className="search-results">
          <p className="rdc-visually-hidden" role="status">
            {list.length === 0
              ? m.search_results_page_empty_status(documentLocale())
              : m.search_results_page_status(documentLocale(), { page, count: list.length })}
          </p>
          {list.length === 0 ? (
            <p className="search-results__state">{m.search_results_page_empty(documentLocale())}</p>
          ) : (
            <ul className="search-results__list">
              {list.map((lot) => (
                <Result key={`${lot.kind}-${lot.id}`} lot={lot} />
              ))}
            </ul>
          )}
          {(page > 1 || hasMore) && (
            <nav className="search-results__pager" aria-label={m.search_results_pages(documentLocale())}>
              {page > 1 ? (
                <a className="rdc-button" href={searchPageHref(text, page - 1)} rel="prev">
                  {m.search_results_previous(documentLocale())}
                </a>
              ) : (
                <span />
              )}
              <span aria-current="page">{m.search_results_page(documentLocale(), { page })}</span>
              {hasMore ? (
                <a className="rdc-button" href={searchPageHref(text, page + 1)} rel="next">
                  {m.search_results_next(documentLocale())}
                </a>
              ) : (
                <span />
              )}
            </nav>
          )}
        </div>
      );
    }
  }
}
