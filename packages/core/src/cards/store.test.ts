// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '../account/login';
import { logout } from '../session/page-session';
import { useShop, type ShopCard } from '../../test/shop-server';
import { answerConfirmation, $confirmation } from '../overlays/confirmation';
import { $errorModal, closeErrorModal, errorModalText } from '../overlays/modals';
import {
  $cards,
  $cardsLoading,
  $defaultCard,
  $hasSavedCards,
  $selectedCard,
  $selectedCardId,
  DEFAULT_CARD_STORAGE_KEY,
  deleteCard,
  loadCards,
  makeCardDefault,
  resetCards,
  selectCard,
} from './store';

const card = (id: string, priority: string): ShopCard => ({
  payment_method_id: id,
  payment: 'stripe',
  brand: 'visa',
  last4: id.slice(-4).padStart(4, '0'),
  exp_month: 12,
  exp_year: 2030,
  priority,
});

const shop = await useShop();
beforeEach(async () => {
  shop.cards.set(1, [card('pm_a', '2'), card('pm_b', '1'), card('pm_c', '3')]);
  await login({ alias: 'demo', password: 'demo1234' }, 'en');
});
afterEach(() => {
  logout();
  resetCards();
  closeErrorModal();
  localStorage.clear();
  shop.server.requests.length = 0;
  vi.restoreAllMocks();
});

describe('saved cards (accounts-cart-checkout.md §4 Saved card)', () => {
  it('"The list loads on mount with a loading indicator."', async () => {
    const loading = loadCards();
    expect($cardsLoading.get()).toBe(true);
    await loading;
    expect($cardsLoading.get()).toBe(false);
    expect($cards.get().map((c) => c.payment_method_id)).toEqual(['pm_a', 'pm_b', 'pm_c']);
    expect($hasSavedCards.get()).toBe(true);
  });

  it('"A card with priority \'1\' is selected when it appears."', async () => {
    await loadCards();
    expect($selectedCardId.get()).toBe('pm_b');
    expect($defaultCard.get()?.payment_method_id).toBe('pm_b');
    expect(localStorage.getItem(DEFAULT_CARD_STORAGE_KEY)).toBe('pm_b');
  });

  it('"Clicking a card toggles its selection."', async () => {
    await loadCards();
    selectCard('pm_a');
    expect($selectedCard.get()?.payment_method_id).toBe('pm_a');
    selectCard('pm_a');
    expect($selectedCard.get()).toBeNull();
  });

  it('"makes it default and gives the previous default that card\'s old priority"', async () => {
    await loadCards();
    await expect(makeCardDefault('pm_c')).resolves.toBe(true);
    expect($cards.get().map((c) => c.priority)).toEqual(['2', '3', '1']);
    expect(shop.calls('/payment_card/set_default').map((r) => r.json)).toEqual([
      { payment_method_id: 'pm_c', payment: 'stripe' },
    ]);
    expect(shop.cards.get(1)?.map((c) => c.priority)).toEqual(['2', '3', '1']);
    expect(localStorage.getItem(DEFAULT_CARD_STORAGE_KEY)).toBe('pm_c');
  });

  it('"nothing is sent if it is already default"', async () => {
    await loadCards();
    await expect(makeCardDefault('pm_b')).resolves.toBe(false);
    expect(shop.calls('/payment_card/set_default')).toHaveLength(0);
  });

  it('a refused default is put back and the error modal opens', async () => {
    await loadCards();
    shop.failNext('/payment_card/set_default', 500, { message: 'gate gave up' });
    await expect(makeCardDefault('pm_a')).resolves.toBe(false);
    expect($cards.get().map((c) => c.priority)).toEqual(['2', '1', '3']);
    expect($errorModal.get()).toBe('gate gave up');
  });

  it('"YES deletes; NO returns."', async () => {
    await loadCards();
    const no = deleteCard('pm_a');
    expect($confirmation.get()?.text('en')).toBe('Do you want to delete a credit card?');
    answerConfirmation(false);
    await expect(no).resolves.toBe(false);
    expect(shop.calls('/payment_card/delete')).toHaveLength(0);

    const yes = deleteCard('pm_a');
    answerConfirmation(true);
    await expect(yes).resolves.toBe(true);
    expect($cards.get().map((c) => c.payment_method_id)).toEqual(['pm_b', 'pm_c']);
    expect(shop.calls('/payment_card/delete').map((r) => r.json)).toEqual([
      { payment_method_id: 'pm_a', payment: 'stripe' },
    ]);
  });

  it('"Deleting the stored default clears the stored default ... deleting the selected card clears the selection."', async () => {
    await loadCards();
    expect(localStorage.getItem(DEFAULT_CARD_STORAGE_KEY)).toBe('pm_b');
    const done = deleteCard('pm_b');
    answerConfirmation(true);
    await done;
    expect(localStorage.getItem(DEFAULT_CARD_STORAGE_KEY)).toBeNull();
    expect($selectedCardId.get()).toBeNull();
  });

  it('deleting another card keeps the selection and the stored default', async () => {
    await loadCards();
    const done = deleteCard('pm_c');
    answerConfirmation(true);
    await done;
    expect($selectedCardId.get()).toBe('pm_b');
    expect(localStorage.getItem(DEFAULT_CARD_STORAGE_KEY)).toBe('pm_b');
    await expect(deleteCard('missing')).resolves.toBe(false);
  });

  it('a failed delete keeps the card and opens the error modal', async () => {
    await loadCards();
    shop.failNext('/payment_card/delete', 400, {});
    const done = deleteCard('pm_a');
    answerConfirmation(true);
    await expect(done).resolves.toBe(false);
    expect($cards.get()).toHaveLength(3);
    expect(errorModalText('en')).toBe('Ooops... something wrong. Try one more time.');
  });

  it('"Adding a card, or loading cards, fails: error modal"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    shop.failNext('/payment_card/list', 500, { message: 'database error' });
    await loadCards();
    expect($errorModal.get()).toBe('database error');
    expect($cardsLoading.get()).toBe(false);
  });

  it('storage that refuses writes (full, private mode) is logged; the cards still load and delete without an error modal', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);

    await loadCards();
    expect($cards.get()).toHaveLength(3);
    expect($selectedCardId.get()).toBe('pm_b');
    const deleting = deleteCard('pm_b');
    await vi.waitFor(() => expect($confirmation.get()).not.toBeNull(), { timeout: 15_000 });
    answerConfirmation(true);
    await expect(deleting).resolves.toBe(true);

    expect($errorModal.get()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[rdc] ignored'), expect.anything());
  });

  it('a logout forgets the cards', async () => {
    const stop = $cards.listen(() => {});
    await loadCards();
    logout();
    expect($cards.get()).toEqual([]);
    expect($selectedCardId.get()).toBeNull();
    stop();
  });
});
