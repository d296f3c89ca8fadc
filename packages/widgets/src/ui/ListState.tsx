import { LIST_STATES, RESPONSE_IS_EMPTY, type CatalogueList, type QueryState } from '@rdc/core';
import type { ReactNode } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { ListSkeleton } from './ListSkeleton';
import { Status } from './Status';

export interface ListStateProps<T> {
  /** Which list: its skeleton count and its failure and empty texts are core's (`LIST_STATES`). */
  list: CatalogueList;
  /** The list's state, as a catalogue store gives it. */
  state: QueryState<T>;
  /** What is listed, e.g. "Coin packs" (the skeleton's busy label). */
  label: string;
  /** The loaded list. */
  children: (value: T) => ReactNode;
  /** A Retry button under a failure, when given. */
  onRetry?: () => void;
}

/**
 * A catalogue list in its state (marketplace-content.md §4, §8): skeletons while loading, the
 * failure and empty statuses the list's rule names, or the list itself.
 */
export function ListState<T>({ list, state, label, children, onRetry }: ListStateProps<T>) {
  const locale = useLocale();
  const rule = LIST_STATES[list];
  switch (state.status) {
    case 'loading':
      return <ListSkeleton count={rule.skeletons} label={label} />;
    case 'loaded':
      return <>{children(state.value)}</>;
    case 'error':
      return (
        <Status kind={rule.failure}>
          {onRetry && (
            <button type="button" className="rdc-button rdc-button--secondary" onClick={onRetry}>
              {m.ui_retry(locale)}
            </button>
          )}
        </Status>
      );
    case 'empty':
      if (rule.empty === 'response-is-empty')
        return (
          <Status kind="error">
            <p>{RESPONSE_IS_EMPTY(locale)}</p>
          </Status>
        );
      return <Status kind={rule.empty} />;
  }
}
