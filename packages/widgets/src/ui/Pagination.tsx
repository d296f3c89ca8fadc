import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

export interface PaginationProps {
  pages: number;
  /** Zero-based. */
  current: number;
  onSelect: (page: number) => void;
  /** What is paged, e.g. "Saved cards". */
  label: string;
}

/** Pagination bullets: one button per page, the current one marked. Hidden for a single page. */
export function Pagination({ pages, current, onSelect, label }: PaginationProps) {
  const locale = useLocale();
  if (pages < 2) return null;
  return (
    <nav className="bullets" part="bullets" aria-label={m.ui_pagination_label(locale, { label })}>
      {Array.from({ length: pages }, (_, page) => (
        <button
          key={page}
          type="button"
          className={`bullets__bullet${page === current ? ' bullets__bullet--current' : ''}`}
          aria-label={m.ui_pagination_page(locale, { page: page + 1, count: pages })}
          aria-current={page === current ? 'page' : undefined}
          onClick={() => onSelect(page)}
        />
      ))}
    </nav>
  );
}
