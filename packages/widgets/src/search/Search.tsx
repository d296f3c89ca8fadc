import { useStore } from '@nanostores/react';
import { createSearchBox, navigate, productLink, SEARCH_PLACEHOLDER, type SearchResults } from '@rdc/core';
import type { SearchItem } from '@rdc/core/schemas';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';

export interface SearchProps {
  /** The box's accessible name. Default 'Search items'. */
  label?: string;
}

const itemHref = (item: SearchItem) => productLink({ id: item.id, lot_type: 'item' }) ?? '#';

/** What the list's live region says about the answer. */
function statusText(results: SearchResults): string {
  switch (results.status) {
    case 'idle':
      return '';
    case 'loading':
      return 'Searching…';
    case 'error':
      return 'Error';
    case 'empty':
      return 'No items found';
    case 'loaded':
      return `${results.value.list.length} result${results.value.list.length === 1 ? '' : 's'} available`;
  }
}

/**
 * The search box (marketplace-content.md §2.4): an ARIA 1.2 combobox over a listbox of results. The
 * rules (the debounce, the limit, when the list is open) are core's `createSearchBox`. Arrow keys
 * move through the results, Enter opens the active one, Escape closes the list.
 */
export function Search({ label = 'Search items' }: SearchProps) {
  const [box] = useState(() => createSearchBox());
  useEffect(() => () => box.dispose(), [box]);
  const text = useStore(box.$text);
  const open = useStore(box.$open);
  const results = useStore(box.$results);
  const query = useStore(box.$query);
  const id = useId();
  const items = results.status === 'loaded' ? results.value.list : [];
  // The active result belongs to one answer: a new query starts with none.
  const [active, setActive] = useState<{ query: string; index: number }>({ query: '', index: -1 });
  const activeIndex = active.query === query && open ? Math.min(active.index, items.length - 1) : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = (index: number) => {
      event.preventDefault();
      setActive({ query, index });
    };
    switch (event.key) {
      case 'ArrowDown':
        if (!open) box.setFocused(true);
        if (items.length > 0) move(activeIndex + 1 >= items.length ? 0 : activeIndex + 1);
        break;
      case 'ArrowUp':
        if (items.length > 0) move(activeIndex <= 0 ? items.length - 1 : activeIndex - 1);
        break;
      case 'Enter': {
        const item = items[activeIndex];
        if (!item) return;
        event.preventDefault();
        navigate(itemHref(item));
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

  return (
    <div className="search" part="search">
      <input
        className="search__input"
        part="input"
        type="text"
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={`${id}-listbox`}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        onChange={(event) => box.setText(event.target.value)}
        onFocus={() => box.setFocused(true)}
        onBlur={() => box.setFocused(false)}
        onKeyDown={onKeyDown}
      />
      <div className="search__popup" part="popup" hidden={!open}>
        <p className="search__status" role="status">
          {open && results.status !== 'loaded' ? statusText(results) : ''}
          {open && results.status === 'loaded' ? (
            <span className="rdc-visually-hidden">{statusText(results)}</span>
          ) : null}
        </p>
        {/* Mouse presses keep the focus in the box, so the list stays open until the click lands. */}
        <ul
          className="search__results"
          part="results"
          role="listbox"
          id={`${id}-listbox`}
          aria-label="Search results"
          hidden={items.length === 0}
          onMouseDown={(event) => event.preventDefault()}
        >
          {items.map((item, index) => (
            <li key={item.id} role="none">
              <a
                role="option"
                id={optionId(index)}
                className={index === activeIndex ? 'search__result search__result--active' : 'search__result'}
                part="result"
                href={itemHref(item)}
                tabIndex={-1}
                aria-selected={index === activeIndex}
              >
                <span className="search__title">{item.title}</span>
                {item.tags.length > 0 && (
                  <span className="search__tags">
                    {item.tags
                      .map((tag) => tag.title)
                      .filter(Boolean)
                      .join(', ')}
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
