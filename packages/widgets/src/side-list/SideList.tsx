import { SIDE_LIST_STEP_PX, sideListEntries, sitePath } from '@rdc/core';
import type { PackageItem } from '@rdc/core/schemas';
import { useId, useRef, useState } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

export interface SideListProps {
  /** The package's id. */
  packageId?: number;
  /** The package's items (id and title each), as JSON. */
  items?: Pick<PackageItem, 'id' | 'title'>[];
  /** The slug in the address: the item shown. */
  slug?: string;
}

/**
 * marketplace-content.md §2.6: the package-item page's side list: collapsible (and sticky where the page
 * places it), scrollable in 80 px steps; each item expands to anchors for gallery, tech specification and
 * capabilities; the item the slug names is marked and open.
 */
export function SideList({ packageId, items = [], slug = '' }: SideListProps) {
  const locale = useLocale();
  const label = m.side_list_label(locale);
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const entries =
    packageId === undefined
      ? []
      : sideListEntries({ id: packageId, lot_items: items as PackageItem[] }, slug, locale);
  const [collapsed, setCollapsed] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(entries.filter((entry) => entry.current).map((entry) => entry.id)),
  );
  const scroll = (direction: 1 | -1) =>
    list.current?.scrollBy({ top: direction * SIDE_LIST_STEP_PX, behavior: 'smooth' });
  const toggle = (itemId: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(itemId)) next.add(itemId);
      return next;
    });

  return (
    <nav className="side" part="side-list" aria-label={label}>
      <button
        type="button"
        className="side__toggle"
        part="toggle"
        aria-expanded={!collapsed}
        aria-controls={`${id}-list`}
        onClick={() => setCollapsed(!collapsed)}
      >
        {label} <span aria-hidden="true">{collapsed ? '▸' : '▾'}</span>
      </button>
      <div hidden={collapsed}>
        <button
          type="button"
          className="side__step"
          part="scroll-up"
          aria-label={m.side_list_scroll_up(locale)}
          onClick={() => scroll(-1)}
        >
          ▲
        </button>
        <ol className="side__list" id={`${id}-list`} ref={list} aria-label={m.side_list_items(locale)}>
          {entries.map((entry) => (
            <li key={entry.id} className="side__item">
              <div className="side__row">
                <a
                  href={sitePath(entry.href)}
                  className="side__link"
                  part="item"
                  aria-current={entry.current ? 'page' : undefined}
                >
                  {entry.title}
                </a>
                <button
                  type="button"
                  className="side__expand"
                  part="expand"
                  aria-expanded={open.has(entry.id)}
                  aria-controls={`${id}-${entry.id}`}
                  aria-label={m.side_list_sections(locale, { item: entry.title })}
                  onClick={() => toggle(entry.id)}
                >
                  {open.has(entry.id) ? '−' : '+'}
                </button>
              </div>
              <ul className="side__anchors" id={`${id}-${entry.id}`} hidden={!open.has(entry.id)}>
                {entry.anchors.map((anchor) => (
                  <li key={anchor.href}>
                    <a href={sitePath(anchor.href)} part="anchor">
                      {anchor.title}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="side__step"
          part="scroll-down"
          aria-label={m.side_list_scroll_down(locale)}
          onClick={() => scroll(1)}
        >
          ▼
        </button>
      </div>
    </nav>
  );
}
