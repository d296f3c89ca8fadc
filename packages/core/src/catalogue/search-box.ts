import { atom, computed, type ReadableAtom } from 'nanostores';
import type { ListOf } from '../schemas/common';
import { PAYLOAD_LIMITS } from '../schemas/limits';
import type { SearchItemSchema } from '../schemas/lot';
import type { QueryState } from '../cache/keyed-query';
import { catalogue, SEARCH_DEBOUNCE_MS } from './stores';

type SearchAnswer = ListOf<typeof SearchItemSchema>;

/**
 * What the result list shows: nothing to search, text shorter than the box searches for, a search
 * on its way, or the answer's state.
 */
export type SearchResults<A = SearchAnswer> =
  { readonly status: 'idle' } | { readonly status: 'short'; readonly minLength: number } | QueryState<A>;

/**
 * The search box (marketplace-content.md §2.4, §5, §9):
 * - "A search box with placeholder 'Search...'. The result dropdown opens only when text has been
 *   entered and the box is focused."
 * - "Search: request is debounced by 1 second; limit 10." (the limit is `catalogue.search`'s)
 * Escape closes the list until the text changes again.
 */
export interface SearchBox<A = SearchAnswer> {
  readonly $text: ReadableAtom<string>;
  /** The text the last request asked for, once the box has been still for the debounce time. */
  readonly $query: ReadableAtom<string>;
  /** Whether the result list is open. */
  readonly $open: ReadableAtom<boolean>;
  readonly $results: ReadableAtom<SearchResults<A>>;
  setText(text: string): void;
  setFocused(focused: boolean): void;
  /** Closes the list (Escape); typing opens it again. */
  dismiss(): void;
  /** Stops the pending request timer and the result subscription. */
  dispose(): void;
}

/**
 * The text a search sends: trimmed, and cut to the API's bound (a 1000-character search), so a
 * longer paste is still answered instead of refused.
 */
export const searchText = (text: string): string => text.trim().slice(0, PAYLOAD_LIMITS.searchLength).trim();

export interface SearchBoxOptions<A = SearchAnswer> {
  readonly debounceMs?: number;
  /** The search's keyed store (default `catalogue.search.get`). */
  readonly search?: (text: string) => ReadableAtom<QueryState<A>>;
  /** Text shorter than this (trimmed) is not searched for (default 1: any text). */
  readonly minLength?: number;
}

export function createSearchBox(options?: SearchBoxOptions): SearchBox;
export function createSearchBox<A>(
  options: SearchBoxOptions<A> & { search: (text: string) => ReadableAtom<QueryState<A>> },
): SearchBox<A>;
export function createSearchBox<A>(options: SearchBoxOptions<A> = {}): SearchBox<A> {
  const {
    debounceMs = SEARCH_DEBOUNCE_MS,
    search = (text: string) => catalogue.search.get(text) as unknown as ReadableAtom<QueryState<A>>,
    minLength = 1,
  } = options;
  const $text = atom('');
  const $query = atom('');
  const $focused = atom(false);
  const $dismissed = atom(false);
  const $answer = atom<QueryState<A> | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe = () => {};

  const ask = (query: string) => {
    $query.set(query);
    unsubscribe();
    unsubscribe = () => {};
    $answer.set(null);
    if (query !== '') unsubscribe = search(query).subscribe((state) => $answer.set(state));
  };

  const $open = computed(
    [$text, $focused, $dismissed],
    (text, focused, dismissed) => focused && !dismissed && text.trim() !== '',
  );
  const $results = computed([$text, $query, $answer], (text, query, answer): SearchResults<A> => {
    const wanted = searchText(text);
    if (wanted === '') return { status: 'idle' };
    if (wanted.length < minLength) return { status: 'short', minLength };
    // Typed text not yet asked for: the answer on screen is for older text.
    if (wanted !== query || answer === null) return { status: 'loading' };
    return answer;
  });

  return {
    $text,
    $query,
    $open,
    $results,
    setText(text) {
      $text.set(text);
      $dismissed.set(false);
      clearTimeout(timer);
      const wanted = searchText(text);
      if (wanted.length < minLength) ask('');
      else if (wanted !== $query.get()) timer = setTimeout(() => ask(wanted), debounceMs);
    },
    setFocused(focused) {
      $focused.set(focused);
      if (focused) $dismissed.set(false);
    },
    dismiss() {
      $dismissed.set(true);
    },
    dispose() {
      clearTimeout(timer);
      unsubscribe();
    },
  };
}
