import { sitePath } from '@rdc/core';
import { PAGE_GAP, pageWindow } from './page-window';
import type { MouseEvent, ReactNode } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

export interface PageNavigatorProps {
  /** The current page, zero-based as in the address (`?page=0` is the first). */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Names the navigation; unique on the page, e.g. "Coin packs pages, above the list". */
  label: string;
  /** When given, the controls are links to each page's address (open in a new tab, share). */
  hrefOf?: (page: number) => string;
}

/** A plain click goes through onPage; a click with a modifier key is the browser's (new tab, window). */
const ownClick = (event: MouseEvent) =>
  !(event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/**
 * The page navigator of a paged list: Previous, the page numbers (1-based for the player, the
 * first, the last and the current page's neighbours) and Next. The current page has
 * aria-current="page". Hidden when there is only one page.
 */
export function PageNavigator({ page, pageCount, onPage, label, hrefOf }: PageNavigatorProps) {
  const locale = useLocale();
  if (pageCount < 2) return null;

  const control = (target: number, name: string, content: ReactNode, current = false) => {
    const common = {
      className: `pager__control${current ? ' pager__control--current' : ''}`,
      'aria-label': name,
    };
    const ariaCurrent = current ? ('page' as const) : undefined;
    if (hrefOf) {
      return (
        <a
          {...common}
          href={sitePath(hrefOf(target))}
          aria-current={ariaCurrent}
          onClick={(event) => {
            if (!ownClick(event)) return;
            event.preventDefault();
            onPage(target);
          }}
        >
          {content}
        </a>
      );
    }
    return (
      <button {...common} type="button" aria-current={ariaCurrent} onClick={() => onPage(target)}>
        {content}
      </button>
    );
  };
  const step = (target: number, name: string, text: string) =>
    target < 0 || target >= pageCount ? (
      <span className="pager__control pager__control--disabled" aria-disabled="true">
        {text}
      </span>
    ) : (
      control(target, name, text)
    );

  return (
    <nav className="pager" part="pager" aria-label={label}>
      <ul className="pager__list">
        <li>{step(page - 1, m.ui_pager_previous_page(locale), m.ui_pager_previous(locale))}</li>
        {pageWindow(page, pageCount).map((entry, index) =>
          entry === PAGE_GAP ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              {control(entry, m.ui_pager_page(locale, { page: entry + 1 }), entry + 1, entry === page)}
            </li>
          ),
        )}
        <li>{step(page + 1, m.ui_pager_next_page(locale), m.ui_pager_next(locale))}</li>
      </ul>
    </nav>
  );
}
