import { atom, computed, onMount } from 'nanostores';
import { createPaymentApi } from '../api/domains/payment';
import { getDomain } from '../config';
import type { SavedCard } from '../schemas/payment';
import { logIgnored } from '../log-ignored';
import { withLocalStorage } from '../storage/local-storage';
import { $profile } from '../session/page-session';
import { askConfirmation } from '../overlays/confirmation';
import { serverErrorText } from '../api/error-text';
import { ERROR_MODAL_TEXT, openErrorModal } from '../overlays/modals';
import { findDefaultCard, selectionAfterListChange, swapDefault, toggleSelection } from './rules';
import { asSavedCard, isUnsavedCard, type ListedCard } from './unsaved-card';

/** "kept in local storage under the key defaultCreditCard": the default card's payment_method_id. */
export const DEFAULT_CARD_STORAGE_KEY = 'defaultCreditCard';

/** The saved cards, and the cards the player added without saving (see ListedCard). */
export const $cards = atom<ListedCard[]>([]);
/** "The list loads on mount with a loading indicator." */
export const $cardsLoading = atom(false);
export const $selectedCardId = atom<string | null>(null);
export const $selectedCard = computed([$cards, $selectedCardId], (cards, id) =>
  id === null ? null : (cards.find((card) => card.payment_method_id === id) ?? null),
);
/** "A Back to selecting a credit card button shows when the user already has saved cards." */
export const $hasSavedCards = computed($cards, (cards) => cards.length > 0);
export const $defaultCard = computed($cards, (cards) => findDefaultCard(cards) ?? null);

/** What the stored default is called when local storage fails (withLocalStorage logs it). */
const DEFAULT_CARD = 'the default card';

function storedDefaultCardId(): string | null {
  return withLocalStorage(DEFAULT_CARD, (storage) => storage.getItem(DEFAULT_CARD_STORAGE_KEY)) ?? null;
}

function rememberDefault(cards: readonly SavedCard[]): void {
  const id = findDefaultCard(cards)?.payment_method_id;
  if (id) withLocalStorage(DEFAULT_CARD, (storage) => storage.setItem(DEFAULT_CARD_STORAGE_KEY, id));
}

/** Sets the list and applies the selection rule ("A card with priority '1' is selected when it appears"). */
export function setCards(cards: ListedCard[]): void {
  $cards.set(cards);
  $selectedCardId.set(selectionAfterListChange(cards, $selectedCardId.get()));
  rememberDefault(cards);
}

/** Loads the saved cards. A failure opens the error modal ("loading cards, fails"). */
export async function loadCards(): Promise<ListedCard[]> {
  $cardsLoading.set(true);
  try {
    const { list } = await getDomain(createPaymentApi).cards.list();
    // The server knows only saved cards: the unsaved ones stay until paid with, deleted or logged out.
    const saved = new Set(list.map((card) => card.payment_method_id));
    const unsaved = $cards.get().filter((card) => isUnsavedCard(card) && !saved.has(card.payment_method_id));
    setCards([...list.map(asSavedCard), ...unsaved]);
    return $cards.get();
  } catch (error) {
    logIgnored('a card list that could not be loaded', error);
    openErrorModal(serverErrorText(error), ERROR_MODAL_TEXT);
    return $cards.get();
  } finally {
    $cardsLoading.set(false);
  }
}

/** "Clicking a card toggles its selection." */
export function selectCard(paymentMethodId: string): void {
  $selectedCardId.set(toggleSelection($selectedCardId.get(), paymentMethodId));
}

/**
 * "Clicking a non-default card's Default radio makes it default and gives the previous default
 * that card's old priority; nothing is sent if it is already default." Shown at once; put back if
 * the server refuses.
 */
export async function makeCardDefault(paymentMethodId: string): Promise<boolean> {
  const before = $cards.get();
  const { cards, changed } = swapDefault(before, paymentMethodId);
  const target = cards.find((card) => card.payment_method_id === paymentMethodId);
  if (!changed || !target) return false;
  $cards.set(cards);
  try {
    const ok = await getDomain(createPaymentApi).cards.setDefault({
      payment_method_id: target.payment_method_id,
      payment: target.payment,
    });
    if (!ok) throw new Error('The card could not be made default');
    rememberDefault(cards);
    return true;
  } catch (error) {
    $cards.set(before);
    openErrorModal(serverErrorText(error), ERROR_MODAL_TEXT);
    return false;
  }
}

/**
 * "Saved card: normal, then delete-confirm. YES deletes; NO returns." Deleting the stored default
 * clears `defaultCreditCard`; deleting the selected card clears the selection.
 */
export async function deleteCard(paymentMethodId: string): Promise<boolean> {
  const card = $cards.get().find((c) => c.payment_method_id === paymentMethodId);
  if (!card) return false;
  if (!(await askConfirmation('deleteCard'))) return false;
  // An unsaved card lives only here: YES removes it with no call.
  if (!isUnsavedCard(card)) {
    try {
      const ok = await getDomain(createPaymentApi).cards.delete({
        payment_method_id: card.payment_method_id,
        payment: card.payment,
      });
      if (!ok) throw new Error('The card could not be deleted');
    } catch (error) {
      openErrorModal(serverErrorText(error), ERROR_MODAL_TEXT);
      return false;
    }
  }
  $cards.set($cards.get().filter((c) => c.payment_method_id !== paymentMethodId));
  if ($selectedCardId.get() === paymentMethodId) $selectedCardId.set(null);
  if (storedDefaultCardId() === paymentMethodId)
    withLocalStorage(DEFAULT_CARD, (storage) => storage.removeItem(DEFAULT_CARD_STORAGE_KEY));
  return true;
}

/**
 * "on success the card joins the list". It also becomes the selected card: a player who adds a
 * card at checkout means to pay with it (the spec is silent here).
 */
export function addCardToList(card: ListedCard): void {
  const others = $cards.get().filter((c) => c.payment_method_id !== card.payment_method_id);
  setCards([...others, card]);
  $selectedCardId.set(card.payment_method_id);
}

/**
 * After a successful payment the unsaved card that paid leaves the list (the player chose not to
 * keep it); with it gone the default card is selected again. A saved card stays.
 */
export function forgetUnsavedCard(paymentMethodId: string): void {
  const cards = $cards.get();
  if (!cards.some((card) => card.payment_method_id === paymentMethodId && isUnsavedCard(card))) return;
  setCards(cards.filter((card) => card.payment_method_id !== paymentMethodId));
}

/** Forgets the cards (logout). */
export function resetCards(): void {
  $cards.set([]);
  $selectedCardId.set(null);
  $cardsLoading.set(false);
}

// The cards belong to the logged-in user: a logout forgets them.
onMount($cards, () =>
  $profile.listen((profile) => {
    if (profile.user_id === 0) resetCards();
  }),
);
