export interface ListSkeletonProps {
  /** How many placeholder cards (the spec's count for the list: `LIST_STATES[list].skeletons`). */
  count: number;
  /** What is loading, e.g. "Coin packs": announced as busy. */
  label: string;
}

/** Placeholder cards in the grid's layout while a list loads. */
export function ListSkeleton({ count, label }: ListSkeletonProps) {
  return (
    <ul className="card-grid" part="grid" aria-busy="true" aria-label={`${label}, loading`}>
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
