// Test helper for the widgets on the sandbox: every test starts on /basket as a guest with an
// empty cart, no modal open, and a navigation host that records where core went.
import {
  $addCardModal,
  $additionalCurrency,
  $authModal,
  $buyNowProduct,
  $cartState,
  $confirmation,
  $errorModal,
  $purchaseModal,
  closeErrorModal,
  logout,
  setNavigationHost,
} from '@rdc/core';
import { resetAddresses, resetBalance, resetCards, resetNavigationHost } from '@rdc/core/testing';

export interface RecordedPage {
  /** Where core navigated, in order. */
  navigations: string[];
  /** The address core reads (query parameters such as recovery_token). */
  url: string;
  /** Addresses core replaced the current one with. */
  replaced: string[];
}

export function startAsGuest(page: RecordedPage): void {
  localStorage.clear();
  sessionStorage.clear();
  logout();
  resetCards();
  resetAddresses();
  resetBalance();
  $cartState.set({ owner: 0, lines: [] });
  $authModal.set(null);
  $buyNowProduct.set(null);
  $purchaseModal.set(null);
  $addCardModal.set(false);
  $additionalCurrency.set([]);
  $confirmation.set(null);
  closeErrorModal();
  page.navigations.length = 0;
  page.replaced.length = 0;
  page.url = 'http://localhost/basket';
  setNavigationHost({
    currentUrl: () => page.url,
    navigate: (url) => page.navigations.push(url),
    replaceUrl: (url) => {
      page.replaced.push(url);
      page.url = new URL(url, page.url).href;
    },
  });
}

export function leavePage(): void {
  resetNavigationHost();
  $errorModal.set(null);
}
