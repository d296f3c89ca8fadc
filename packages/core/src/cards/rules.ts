import * as m from '../generated/messages';
import type { SavedCard } from '../schemas/payment';
import { isUnsavedCard, type ListedCard } from './unsaved-card';

/** "priority ('1' means default)". */
const DEFAULT_PRIORITY = '1';

/** "Saved cards: 3 per slide." */
export const CARDS_PER_SLIDE = 3;

export function isDefaultCard(card: Pick<SavedCard, 'priority'>): boolean {
  return card.priority === DEFAULT_PRIORITY;
}

export function findDefaultCard<C extends Pick<SavedCard, 'priority'>>(cards: readonly C[]): C | undefined {
  return cards.find(isDefaultCard);
}

/**
 * The selection after the list changes: a selection that left the list is dropped, and with
 * nothing selected "A card with priority '1' is selected when it appears."
 */
export function selectionAfterListChange(
  cards: readonly SavedCard[],
  selectedId: string | null,
): string | null {
  if (selectedId !== null && cards.some((card) => card.payment_method_id === selectedId)) return selectedId;
  return findDefaultCard(cards)?.payment_method_id ?? null;
}

/** "Clicking a card toggles its selection." */
export function toggleSelection(selectedId: string | null, clickedId: string): string | null {
  return selectedId === clickedId ? null : clickedId;
}

/**
 * "Clicking a non-default card's Default radio makes it default and gives the previous default
 * that card's old priority; nothing is sent if it is already default."
 */
export function swapDefault<C extends ListedCard>(
  cards: readonly C[],
  targetId: string,
): { cards: C[]; changed: boolean } {
  const target = cards.find((card) => card.payment_method_id === targetId);
  // An unsaved card lives only in the page: the server cannot make it default.
  if (!target || isDefaultCard(target) || isUnsavedCard(target)) return { cards: [...cards], changed: false };
  const oldPriority = target.priority;
  return {
    changed: true,
    cards: cards.map((card) => {
      if (card === target) return { ...card, priority: DEFAULT_PRIORITY };
      if (isDefaultCard(card)) return { ...card, priority: oldPriority };
      return card;
    }),
  };
}

/** "Saving the card is mandatory, labelled Required For Subscriptions, when any lot in the cart or modal is a subscription." */
export const REQUIRED_FOR_SUBSCRIPTIONS = m.cards_required_for_subscriptions;

export function isSaveCardRequired(lots: Iterable<{ lot_type: string }>): boolean {
  for (const lot of lots) if (lot.lot_type === 'subscription') return true;
  return false;
}

/** The provider vault's expiry: "expiry as year-month". */
export function vaultExpiry(year: string, month: string): string {
  return `${year}-${month.padStart(2, '0')}`;
}
