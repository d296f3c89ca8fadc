import type { Key, ReactNode } from 'react';

export interface CardGridProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  /** One card's content, with its place in the list: the grid wraps it in its list item. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Names the list, e.g. "Coin packs". */
  label: string;
  /** An extra class for the list (a view's own column rule). */
  className?: string;
}

/** A responsive grid of cards, one list item each (a list, so its size is announced); as many columns as fit. */
export function CardGrid<T>({ items, itemKey, renderItem, label, className }: CardGridProps<T>) {
  return (
    <ul className={className ? `card-grid ${className}` : 'card-grid'} part="grid" aria-label={label}>
      {items.map((item, index) => (
        <li key={itemKey(item)} className="card-grid__cell">
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
