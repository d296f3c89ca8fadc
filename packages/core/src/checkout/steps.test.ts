import { describe, expect, it } from 'vitest';
import {
  continueTarget,
  isContinueDisabled,
  isDeliveryStepDisabled,
  isPaymentMethodBlockVisible,
  isPlaceOrderDisabled,
  isStepAllowed,
  needsTopUp,
  resolveStepClick,
  type StepContext,
} from './steps';

const item = { id: 1, lot_type: 'item' };
const plan = { id: 2, lot_type: 'plan' };
const coin = { id: 3, lot_type: 'coin' };
const ctx = (over: Partial<StepContext> = {}): StepContext => ({
  loggedIn: true,
  lines: [item],
  rdcTotal: 0,
  balance: 100000,
  ...over,
});

describe('checkout steps (accounts-cart-checkout.md §2 Cart and checkout screen)', () => {
  it('"Continue is disabled while the RDC total exceeds the user balance."', () => {
    expect(isContinueDisabled({ loggedIn: true, lines: [item], rdcTotal: 100001, balance: 100000 })).toBe(
      true,
    );
    expect(isContinueDisabled({ loggedIn: true, lines: [item], rdcTotal: 100000, balance: 100000 })).toBe(
      false,
    );
    expect(isContinueDisabled({ loggedIn: true, lines: [], rdcTotal: 0, balance: 0 })).toBe(true);
  });

  it('"Continue is disabled while the RDC total exceeds the user balance": with no coin packs chosen the balance alone counts', () => {
    expect(
      isContinueDisabled({
        loggedIn: true,
        lines: [item],
        rdcTotal: 100001,
        balance: 100000,
        additionalRdc: 0,
      }),
    ).toBe(true);
    expect(
      isContinueDisabled({
        loggedIn: true,
        lines: [item],
        rdcTotal: 100000,
        balance: 100000,
        additionalRdc: 0,
      }),
    ).toBe(false);
  });

  it('coin packs chosen as additional currency top up the balance: Continue is enabled once balance plus their RDC covers the RDC total', () => {
    expect(
      isContinueDisabled({
        loggedIn: true,
        lines: [item],
        rdcTotal: 150000,
        balance: 100000,
        additionalRdc: 50000,
      }),
    ).toBe(false);
    expect(
      isContinueDisabled({
        loggedIn: true,
        lines: [item],
        rdcTotal: 150001,
        balance: 100000,
        additionalRdc: 50000,
      }),
    ).toBe(true);
    expect(
      isContinueDisabled({ loggedIn: true, lines: [], rdcTotal: 0, balance: 0, additionalRdc: 50000 }),
    ).toBe(true);
  });

  it('"Guests can build a cart; Continue opens sign-in or registration": a guest\'s RDC lines do not disable it (no user balance yet)', () => {
    expect(isContinueDisabled({ loggedIn: false, lines: [item], rdcTotal: 100001, balance: 0 })).toBe(false);
    expect(isContinueDisabled({ loggedIn: false, lines: [], rdcTotal: 0, balance: 0 })).toBe(true);
    expect(continueTarget({ loggedIn: false, lines: [item] })).toBe('auth');
  });

  it('"Logged in: it goes to step 3 when every product is a plan or a coin (no delivery needed), otherwise to step 2."', () => {
    expect(continueTarget({ loggedIn: true, lines: [plan, coin] })).toBe(3);
    expect(continueTarget({ loggedIn: true, lines: [plan, item] })).toBe(2);
  });

  it('"Logged out: it opens the authentication block (sign-in, switchable to registration) instead."', () => {
    expect(continueTarget({ loggedIn: false, lines: [item] })).toBe('auth');
  });

  it('"The step is disabled when the cart holds only plan or coin lots."', () => {
    expect(isDeliveryStepDisabled([plan, coin])).toBe(true);
    expect(isDeliveryStepDisabled([plan, item])).toBe(false);
    expect(isStepAllowed(2, ctx({ lines: [plan] }))).toBe(false);
    expect(isStepAllowed(3, ctx({ lines: [plan] }))).toBe(true);
  });

  it('"A step other than 1 can be opened only when allowed."', () => {
    expect(isStepAllowed(1, ctx({ loggedIn: false, lines: [] }))).toBe(true);
    expect(isStepAllowed(2, ctx())).toBe(true);
    expect(isStepAllowed(3, ctx({ rdcTotal: 200000 }))).toBe(false);
  });

  it('"A step other than 1 can be opened only when allowed": with enough additional currency chosen, steps 2 and 3 open although the RDC total exceeds the balance', () => {
    expect(isStepAllowed(3, ctx({ rdcTotal: 200000, additionalRdc: 100000 }))).toBe(true);
    expect(isStepAllowed(2, ctx({ rdcTotal: 200000, additionalRdc: 100000 }))).toBe(true);
    expect(isStepAllowed(3, ctx({ rdcTotal: 200000, additionalRdc: 99999 }))).toBe(false);
    expect(isStepAllowed(3, ctx({ loggedIn: false, rdcTotal: 200000, additionalRdc: 100000 }))).toBe(false);
    expect(resolveStepClick(3, ctx({ rdcTotal: 200000, additionalRdc: 100000 }))).toEqual({
      step: 3,
      openAuth: false,
    });
  });

  it('"If a guest clicks a step other than 1, the login block opens and step 1 shows."', () => {
    expect(resolveStepClick(2, ctx({ loggedIn: false }))).toEqual({ step: 1, openAuth: true });
    expect(resolveStepClick(1, ctx({ loggedIn: false }))).toEqual({ step: 1, openAuth: false });
  });

  it('"Step 1 also shows when the cart is empty or when the total exceeds the balance."', () => {
    expect(resolveStepClick(3, ctx({ lines: [] }))).toEqual({ step: 1, openAuth: false });
    expect(resolveStepClick(2, ctx({ rdcTotal: 100001 }))).toEqual({ step: 1, openAuth: false });
    expect(resolveStepClick(2, ctx())).toEqual({ step: 2, openAuth: false });
  });
});

describe('summary panel and payment (accounts-cart-checkout.md §2, §5)', () => {
  const visible = {
    loggedIn: true,
    step: 1 as const,
    currencyDropdownOpen: true,
    balance: 100,
    rdcTotal: 200,
  };

  it('"The block appears only when the user is logged in, the cart is on step 1, the currency dropdown is open and the balance is below the RDC total."', () => {
    expect(isPaymentMethodBlockVisible(visible)).toBe(true);
    expect(isPaymentMethodBlockVisible({ ...visible, loggedIn: false })).toBe(false);
    expect(isPaymentMethodBlockVisible({ ...visible, step: 2 })).toBe(false);
    expect(isPaymentMethodBlockVisible({ ...visible, currencyDropdownOpen: false })).toBe(false);
    expect(isPaymentMethodBlockVisible({ ...visible, balance: 200 })).toBe(false);
  });

  it('"The RDC option shows a top-up prompt when balance minus the line\'s RDC cost is below zero and the selected currency is RDC."', () => {
    expect(needsTopUp(100, 101, 'RDC')).toBe(true);
    expect(needsTopUp(100, 100, 'RDC')).toBe(false);
    expect(needsTopUp(100, 101, 'USD')).toBe(false);
  });

  it('"Place order is disabled when no card is selected, or when the RDC total exceeds the balance and no additional currency is chosen."', () => {
    const card = { payment_method_id: 'pm_1' };
    expect(
      isPlaceOrderDisabled({ selectedCard: null, rdcTotal: 0, balance: 0, additionalCurrencyCount: 0 }),
    ).toBe(true);
    expect(
      isPlaceOrderDisabled({ selectedCard: card, rdcTotal: 10, balance: 5, additionalCurrencyCount: 0 }),
    ).toBe(true);
    expect(
      isPlaceOrderDisabled({ selectedCard: card, rdcTotal: 10, balance: 5, additionalCurrencyCount: 1 }),
    ).toBe(false);
    expect(
      isPlaceOrderDisabled({ selectedCard: card, rdcTotal: 5, balance: 5, additionalCurrencyCount: 0 }),
    ).toBe(false);
  });

  it('a balance not known yet (null) is judged neither short nor enough: no block or prompt, and RDC waits for it', () => {
    const card = { payment_method_id: 'pm_1' };
    expect(isPaymentMethodBlockVisible({ ...visible, balance: null })).toBe(false);
    expect(needsTopUp(null, 101, 'RDC')).toBe(false);
    expect(isContinueDisabled({ loggedIn: true, lines: [item], rdcTotal: 1, balance: null })).toBe(true);
    expect(
      isPlaceOrderDisabled({ selectedCard: card, rdcTotal: 10, balance: null, additionalCurrencyCount: 1 }),
    ).toBe(true);
    expect(
      isPlaceOrderDisabled({ selectedCard: card, rdcTotal: 0, balance: null, additionalCurrencyCount: 0 }),
    ).toBe(false);
  });
});
