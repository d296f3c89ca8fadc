import * as m from '../generated/messages';

/**
 * What each marketplace list shows while loading, on failure and when empty (marketplace-content.md §4, §8):
 * - "loading (skeleton placeholders: 15 for manufacturers, categories and the all view; 6 for
 *   products; 5 for subscriptions; 6 for coins; 5 for packages)"
 * - "Error status shows 'Error' or, on coin and package lists, a 'Technical work is underway' notice.
 *   Empty shows 'NoItem' or, on coin and package lists, 'Comming soon'."
 * - marketplace-content.md §8: "Category, manufacturer or item list returns nothing: Error 'Response is
 * empty' is raised;
 *   list shows 'Error' status"; "Items list empty: 'NoItem' status".
 */
export type CatalogueList =
  'manufacturers' | 'categories' | 'all' | 'products' | 'subscriptions' | 'coins' | 'packages';

/** How a list's failure reads: the generic 'Error', or the coin and package lists' maintenance notice. */
export type ListFailure = 'error' | 'maintenance';
/** How a list's empty answer reads: 'NoItem', the 'Error' raised as 'Response is empty', or 'Comming soon'. */
export type ListEmpty = 'no-item' | 'response-is-empty' | 'coming-soon';

export interface ListStateRule {
  readonly skeletons: number;
  readonly failure: ListFailure;
  readonly empty: ListEmpty;
}

/** The message of the error an empty category or manufacturer list raises (marketplace-content.md §8). */
export const RESPONSE_IS_EMPTY = m.marketplace_response_is_empty;

export const LIST_STATES: Readonly<Record<CatalogueList, ListStateRule>> = {
  manufacturers: { skeletons: 15, failure: 'error', empty: 'response-is-empty' },
  categories: { skeletons: 15, failure: 'error', empty: 'response-is-empty' },
  all: { skeletons: 15, failure: 'error', empty: 'response-is-empty' },
  // The product view's own empty state (no items and no sub-categories) is 'NoItem'
  // (marketplace-content.md §2.3, §8).
  products: { skeletons: 6, failure: 'error', empty: 'no-item' },
  subscriptions: { skeletons: 5, failure: 'error', empty: 'no-item' },
  coins: { skeletons: 6, failure: 'maintenance', empty: 'coming-soon' },
  packages: { skeletons: 5, failure: 'maintenance', empty: 'coming-soon' },
};
