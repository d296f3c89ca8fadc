import { useStore } from '@nanostores/react';
import {
  createLotSearchBox,
  createSearchBox,
  FOUND_LOT_KIND_TITLES,
  foundLotPriceText,
  navigate,
  productLink,
  searchPageHref,
  type FoundLots,
  type Locale,
  type SearchBox,
  type SearchResults,
  sitePath,
} from '@rdc/core';
import type { PriceMap, SearchItem } from '@rdc/core/schemas';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { FallbackImage } from '../ui/FallbackImage';

export interface SearchProps {
  /** The box's accessible name. Default 'Search items'. */
  label?: string;
  /**
   * What the box finds: 'items' (default) is the marketplace's search (marketplace-content.md §2.4:
   * "Results link to /marketplace/product/item/{id}"); 'lots' is the site header's, which finds
   * packages and subscriptions too, with picture and price, and opens the results page (/search)
   * on Enter when no result is highlighted.
   */
  finds?: 'items' | 'lots';
  /**
   * The box's text when it appears: the results page (/search?q=…) passes its search, so the
   * header's box keeps what was searched for. Default empty.
   */
  text?: string;
}

/** One result as the list shows it. */
interface ResultRow {
  readonly key: string;
  readonly href: string;
  readonly title: string;
  /** Tag titles (items search) or the kind (header search). */
  readonly detail: string;
  /** Only the header search shows pictures and prices. */
  readonly picture?: { readonly src: string | undefined; readonly price: PriceMap };
}

const itemRows = (answer: { list: readonly SearchItem[] }): ResultRow[] =>
  answer.list.map((item) => ({
    key: String(item.id),
    href: productLink({ id: item.id, lot_type: 'item' }) ?? '#',
    title: item.title,
    detail: item.tags
      .map((tag) => tag.title)
      .filter(Boolean)
      .join(', '),
  }));

const lotRows = (answer: FoundLots): ResultRow[] =>
  answer.list.map((lot) => ({
    key: `${lot.kind}-${lot.id}`,
    href: lot.href,
    title: lot.title,
    detail: FOUND_LOT_KIND_TITLES[lot.kind],
    picture: { src: lot.imageUrl, price: lot.price },
  }));

interface Source {
  readonly box: SearchBox<unknown>;
  readonly rows: (answer: unknown) => ResultRow[];
  /** What the list says when nothing matches. */
  readonly none: (locale: Locale) => string;
}

function sourceOf(finds: 'items' | 'lots'): Source {
  return finds === 'lots'
    ? {
        box: createLotSearchBox() as SearchBox<unknown>,
        rows: (answer) => lotRows(answer as FoundLots),
        none: m.search_nothing_found,
      }
    : {
        box: createSearchBox() as SearchBox<unknown>,
        rows: (answer) => itemRows(answer as { list: readonly SearchItem[] }),
        none: m.search_no_items,
      };
}

/** What the list's live region says about the answer. */
function statusText(results: SearchResults<unknown>, count: number, source: Source, locale: Locale): string {
  switch (results.status) {
    case 'idle':
      return '';
    case 'short':
      return m.search_too_short(locale, { count: results.minLength });
    case 'loading':
      return m.search_searching(locale);
    case 'error':
      return m.search_error(locale);
    case 'empty':
      return source.none(locale);
    case 'loaded':
      return count === 0 ? source.none(locale) : m.search_results(locale, { count });
  }
}

/**
 * The search box (marketplace-content.md §2.4): an ARIA 1.2 combobox over a listbox of results. The
 * rules (the debounce, the limit, the kinds, when the list is open) are core's search boxes. Arrow
 * keys move through the results, Enter opens the active one (or, in the header, the results page),
 * Escape closes the list.
 */
export function Search({ label, finds = 'items', text: startText = '' }: SearchProps) {
  const [source] = useState(() => {
    const started = sourceOf(finds);
    if (startText !== '') started.box.setText(startText);
    return started;
  });
  const { box } = source;
  useEffect(() => () => box.dispose(), [box]);
  const text = useStore(box.$text);
  const open = useStore(box.$open);
  const results = useStore(box.$results);
  const query = useStore(box.$query);
  const id = useId();
  const locale = useLocale();
  const rows = results.status === 'loaded' ? source.rows(results.value) : [];
  // The active result belongs to one answer: a new query starts with none.
  const [active, setActive] = useState<{ query: string; index: number }>({ query: '', index: -1 });
  const activeIndex = active.query === query && open ? Math.min(active.index, rows.length - 1) : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = (index: number) => {
      event.preventDefault();
      setActive({ query, index });
    };
    switch (event.key) {
      case 'ArrowDown':
        if (!open) box.setFocused(true);
        if (rows.length > 0) move(activeIndex + 1 >= rows.length ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        if (rows.length > 0) move(activeIndex <= 0 ? rows.length - 1 : activeIndex - 1);
        break;
      case 'Enter': {
        const row = rows[activeIndex];
        if (row) {
          event.preventDefault();
          navigate(sitePath(row.href));
        } else if (finds === 'lots' && text.trim() !== '') {
          event.preventDefault();
          navigate(sitePath(searchPageHref(text)));
        }
        break;
      }
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        box.dismiss();
        setActive({ query, index: -1 });
        break;
    }
  };

  const status = statusText(results, rows.length, source, locale);
  return (
    <div className="search" part="search">
      <input
        className="rdc-input search__input"
        part="input"
        type="text"
        role="combobox"
        aria-label={label ?? m.search_label(locale)}
        aria-expanded={open}
        aria-controls={`${id}-listbox`}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={m.ui_search_placeholder(locale)}
        value={text}
        onChange={(event) => box.setText(event.target.value)}
        onFocus={() => box.setFocused(true)}
        onBlur={() => box.setFocused(false)}
        onKeyDown={onKeyDown}
      />
      {/* Mouse presses keep the focus in the box, so the list stays open until the click lands. */}
      <div
        className="search__popup"
        part="popup"
        hidden={!open}
        onMouseDown={(event) => event.preventDefault()}
      >
        <p className="search__status" role="status">
          {open && rows.length === 0 ? status : ''}
          {open && rows.length > 0 ? <span className="rdc-visually-hidden">{status}</span> : null}
        </p>
        <ul
          className="search__results"
          part="results"
          role="listbox"
          id={`${id}-listbox`}
          aria-label={m.search_results_label(locale)}
          hidden={rows.length === 0}
        >
          {rows.map((row, index) => (
            <li key={row.key} role="none">
              <a
                role="option"
                id={optionId(index)}
                className={[
                  'search__result',
                  row.picture ? 'search__result--lot' : '',
                  index === activeIndex ? 'search__result--active' : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                part="result"
                href={row.href}
                tabIndex={-1}
                aria-selected={index === activeIndex}
              >
                {row.picture && (
                  <FallbackImage
                    className="search__thumb"
                    src={row.picture.src}
                    alt=""
                    width={48}
                    height={48}
                  />
                )}
                <span className="search__title">{row.title}</span>
                {row.detail && <span className="search__tags">{row.detail}</span>}
                {row.picture && (
                  <span className="search__price">{foundLotPriceText(row.picture.price, locale)}</span>
                )}
              </a>
            </li>
          ))}
        </ul>
        {finds === 'lots' && results.status === 'loaded' && rows.length > 0 && (
          <a className="search__all" part="all-results" href={sitePath(searchPageHref(text))} tabIndex={-1}>
            {m.search_all_results(locale, { query: text.trim() })}
          </a>
        )}
      </div>
    </div>
  );
}
