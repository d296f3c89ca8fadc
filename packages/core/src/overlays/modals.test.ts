import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetNavigationHost, setNavigationHost } from '../navigation/host';
import {
  $addCardModal,
  $authModal,
  $errorModal,
  $isErrorModalOpen,
  $purchaseModal,
  closeAddCardModal,
  closeAuthModal,
  closeErrorModal,
  closePurchaseModal,
  errorModalText,
  openAddCardModal,
  openAuthModal,
  openErrorModal,
  openPurchaseModal,
  switchAuthView,
} from './modals';

afterEach(() => {
  resetNavigationHost();
  $authModal.set(null);
});

describe('modals (accounts-cart-checkout.md §2 Modals)', () => {
  it('"Login modal views: login, recovery, register"; "a Register Now link that switches to the register category"', () => {
    openAuthModal();
    expect($authModal.get()).toBe('login');
    switchAuthView('register');
    expect($authModal.get()).toBe('register');
    closeAuthModal();
    expect($authModal.get()).toBeNull();
  });

  it('"Closing it or clicking outside returns to /." (the restore form only)', () => {
    const navigate = vi.fn();
    setNavigationHost({ navigate });
    openAuthModal('login');
    closeAuthModal();
    expect(navigate).not.toHaveBeenCalled();
    openAuthModal('restore');
    closeAuthModal();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('"Error modal ... shows the server error text, or Payment execution error when none is given. Closing clears the error text."', () => {
    openErrorModal('card declined');
    expect($errorModal.get()).toBe('card declined');
    expect($isErrorModalOpen.get()).toBe(true);
    closeErrorModal();
    expect($errorModal.get()).toBeNull();
    openErrorModal(undefined);
    expect(errorModalText('en')).toBe('Payment execution error');
    openErrorModal('  ');
    expect(errorModalText('en')).toBe('Payment execution error');
    closeErrorModal();
  });

  it('purchase and add-card modals open and close', () => {
    const result = { item: [], package: [], subscription: [], coin: [], plan: [] };
    openPurchaseModal(result);
    expect($purchaseModal.get()).toBe(result);
    closePurchaseModal();
    expect($purchaseModal.get()).toBeNull();
    openAddCardModal();
    expect($addCardModal.get()).toBe(true);
    closeAddCardModal();
    expect($addCardModal.get()).toBe(false);
  });
});
