import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

export interface ListSkeletonProps {
  /** How many placeholder cards (the spec's count for the list: `LIST_STATES[list].skeletons`). */
  count: number;
  /** What is loading, e.g. "Coin packs": announced as busy. */
  label: string;
}

/** Placeholder cards in the grid's layout while a list loads. */
export function ListSkeleton({ count, label }: ListSkeletonProps) {
  const locale = useLocale();
  return (
    <ul
      className="card-grid"
      part="grid"
      aria-busy="true"
      aria-label={m.ui_list_skeleton_label(locale, { label })}
    >
      {Array.from({ length: count }, (_, index) => (
        <li
          key={index}
          className="card-grid__cell card-skeleton"
          part="skeleton"
          data-testid="list-skeleton"
        />
      ))}
    </ul>
  );
}
