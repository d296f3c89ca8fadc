// @vitest-environment jsdom
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { login } from '../account/login';
import { $buyNowProduct, closeBuyNow, openBuyNow } from '../buy-now/store';
import { $saveCardRequired } from '../cards/save-card-required';
import { $selectedCardId, loadCards, resetCards } from '../cards/store';
import { addToCart, clearCart, setLineCount, setLineCurrency } from '../cart/actions';
import { $cart } from '../cart/stores';
import { cartSynced } from '../cart/sync';
import { $paymentState, resetPayment } from '../payment/state';
import { logout } from '../session/page-session';
import { useShop } from '../../test/shop-server';
import {
  $authModal,
  $errorModal,
  $purchaseModal,
  closeErrorModal,
  closePurchaseModal,
  errorModalText,
} from '../overlays/modals';
import { $balance, $balanceKnown, loadBalance, resetBalance } from '../wallet/store';
import {
  $additionalCurrency,
  $additionalCurrencyNeeded,
  $orderSummary,
  $allowedSteps,
  $authBlockOpen,
  $showAuthBlock,
  $checkoutStep,
  $continueDisabled,
  $currencyDropdownOpen,
  $deliveryStepDisabled,
  $deliveryTab,
  $inGameSubTab,
  $paymentMethodBlockVisible,
  $topUpLines,
  addAdditionalCurrencyPack,
  continueCheckout,
  continueToPayment,
  lineNeedsTopUp,
  openStep,
  removeAdditionalCurrencyPack,
  setDeliveryTab,
  setInGameSubTab,
  startCheckout,
  toggleCurrencyDropdown,
  openAuthFromCheckout,
} from './store';
import { $buyNowPlaceOrderDisabled, $placeOrderDisabled, placeBuyNowOrder, placeOrder } from './place-order';

const ship = { id: 1, title: 'Ship', lot_type: 'item' as const, price: { USD: 1000, RDC: 60000 } };
const coins = { id: 3, title: '500 RDC', lot_type: 'coin' as const, price: { USD: 499 } };
const sub = { id: 4, title: 'Pilot', lot_type: 'subscription' as const, price: { USD: 999 } };
const plan = { id: 5, title: 'Pro', lot_type: 'plan' as const, price: { USD: 500, RDC: 2000 } };
const pack500 = { id: 3, count: 500, price: { USD: 499 }, lot_type: 'coin' as const, enabled: true };
/** 500 RDC: a pack's count is its RDC amount in minor units, like the sandbox's seed. */
const pack500Rdc = {
  id: 6,
  title: '500 RDC',
  count: 50000,
  price: { USD: 4699 },
  lot_type: 'coin' as const,
  enabled: true,
};

async function logIn() {
  await login({ alias: 'demo', password: 'demo1234' }, 'en');
  await cartSynced();
  await loadBalance({ force: true });
}

async function withCard() {
  shop.cards.set(1, [
    {
      payment_method_id: 'pm_1',
      payment: 'stripe',
      brand: 'visa',
      last4: '4242',
      exp_month: 1,
      exp_year: 2030,
      priority: '1',
    },
  ]);
  await loadCards();
}

const shop = await useShop({ lots: [ship, coins, sub, plan] });
afterEach(async () => {
  await clearCart();
  await cartSynced();
  logout();
  await cartSynced();
  resetBalance();
  resetCards();
  closeBuyNow();
  closeErrorModal();
  closePurchaseModal();
  resetPayment();
  $additionalCurrency.set([]);
  startCheckout();
  shop.carts.clear();
  shop.payments.clear();
  shop.server.requests.length = 0;
  vi.restoreAllMocks();
});

describe('checkout steps with the real stores (accounts-cart-checkout.md §2)', () => {
  it('"The cart always starts on step 1."', async () => {
    await logIn();
    await addToCart(plan).synced;
    expect(openStep(3)).toBe(3);
    startCheckout();
    expect($checkoutStep.get()).toBe(1);
  });

  it('"Logged out: it opens the authentication block"; "If a guest clicks a step other than 1, the login block opens and step 1 shows."', () => {
    addToCart(ship, { currency: 'USD' });
    expect(continueCheckout()).toBe('auth');
    expect($authBlockOpen.get()).toBe(true);
    $authBlockOpen.set(false);
    expect(openStep(3)).toBe(1);
    expect($authBlockOpen.get()).toBe(true);
    expect($showAuthBlock.get()).toBe(true);
  });

  it('a login hides the authentication block', async () => {
    addToCart(ship);
    continueCheckout();
    expect($showAuthBlock.get()).toBe(true);
    openAuthFromCheckout('register');
    expect($authModal.get()).toBe('register');
    $authModal.set(null);
    await logIn();
    expect($showAuthBlock.get()).toBe(false);
  });

  it('"Logged in: it goes to step 3 when every product is a plan or a coin ... otherwise to step 2."', async () => {
    await logIn();
    await addToCart(plan).synced;
    await addToCart(coins).synced;
    expect($deliveryStepDisabled.get()).toBe(true);
    expect($allowedSteps.get()).toEqual({ 1: true, 2: false, 3: true });
    expect(continueCheckout()).toBe(3);
    startCheckout();
    await addToCart(ship).synced;
    expect(continueCheckout()).toBe(2);
    expect(continueToPayment()).toBe(true);
    expect($checkoutStep.get()).toBe(3);
  });

  it('"Step 1 also shows when the cart is empty or when the total exceeds the balance" (and after a logout)', async () => {
    await logIn();
    await addToCart(ship).synced;
    expect(openStep(2)).toBe(2);
    await setLineCurrency(ship, 'RDC');
    await setLineCount(ship, 2);
    expect($checkoutStep.get()).toBe(1);
    await setLineCount(ship, 1);
    expect($checkoutStep.get()).toBe(2);
    await clearCart();
    expect($checkoutStep.get()).toBe(1);
    await addToCart(ship).synced;
    expect($checkoutStep.get()).toBe(2);
    logout();
    expect($checkoutStep.get()).toBe(1);
  });

  it('"Additional currency view appears when the user\'s RDC balance is below the cart\'s RDC total."', async () => {
    addToCart(ship, { count: 2, currency: 'RDC' });
    expect($additionalCurrencyNeeded.get()).toBe(false);
    await logIn();
    expect($additionalCurrencyNeeded.get()).toBe(true);
    await setLineCount(ship, 1);
    expect($additionalCurrencyNeeded.get()).toBe(false);
  });

  it('"Continue is disabled while the RDC total exceeds the user balance."', async () => {
    await logIn();
    await addToCart(ship, { count: 2, currency: 'RDC' }).synced;
    expect($balance.get()).toBe(100000);
    expect($continueDisabled.get()).toBe(true);
    expect(continueCheckout()).toBeNull();
    expect(openStep(2)).toBe(1);
    expect(continueToPayment()).toBe(false);
  });

  it('"Continue is disabled while the RDC total exceeds the user balance" unless the coin packs chosen as additional currency cover it; then payment can be reached', async () => {
    await logIn();
    await addToCart(ship, { count: 2, currency: 'RDC' }).synced;
    // 1200 RDC in the cart against a 1000 RDC balance.
    addAdditionalCurrencyPack(pack500);
    expect($continueDisabled.get()).toBe(true);
    addAdditionalCurrencyPack(pack500Rdc);
    expect($continueDisabled.get()).toBe(false);
    expect($allowedSteps.get()).toEqual({ 1: true, 2: true, 3: true });
    expect(continueCheckout()).toBe(2);
    expect(continueToPayment()).toBe(true);
    expect($checkoutStep.get()).toBe(3);
    removeAdditionalCurrencyPack(pack500Rdc.id);
    expect($continueDisabled.get()).toBe(true);
    expect($checkoutStep.get()).toBe(1);
  });

  it('"The RDC option shows a top-up prompt when balance minus the line\'s RDC cost is below zero and the selected currency is RDC."', async () => {
    await logIn();
    await addToCart(ship, { count: 2, currency: 'RDC' }).synced;
    await addToCart(plan, { currency: 'RDC' }).synced;
    expect($topUpLines.get()).toEqual(['item:1']);
    expect(lineNeedsTopUp(ship)).toBe(true);
    expect(lineNeedsTopUp(plan)).toBe(false);
  });

  it('"The block appears only when the user is logged in, the cart is on step 1, the currency dropdown is open and the balance is below the RDC total."', async () => {
    addToCart(ship, { count: 2, currency: 'RDC' });
    toggleCurrencyDropdown();
    expect($currencyDropdownOpen.get()).toBe(false);
    expect($authBlockOpen.get()).toBe(true);
    await logIn();
    await cartSynced();
    toggleCurrencyDropdown();
    expect($currencyDropdownOpen.get()).toBe(true);
    expect($paymentMethodBlockVisible.get()).toBe(true);
    toggleCurrencyDropdown();
    expect($paymentMethodBlockVisible.get()).toBe(false);
  });

  it('delivery tabs: In Game Items (In game Address, Pickup point) and Real World Items', () => {
    expect([$deliveryTab.get(), $inGameSubTab.get()]).toEqual(['in_game_items', 'in_game']);
    setInGameSubTab('pickup');
    setDeliveryTab('real_world_items');
    expect([$deliveryTab.get(), $inGameSubTab.get()]).toEqual(['real_world_items', 'pickup']);
    setInGameSubTab('in_game');
    setDeliveryTab('in_game_items');
  });

  it('"Saving the card is mandatory, labelled Required For Subscriptions, when any lot in the cart or modal is a subscription."', () => {
    addToCart(ship);
    expect($saveCardRequired.get()).toBe(false);
    openBuyNow(sub);
    expect($saveCardRequired.get()).toBe(true);
    closeBuyNow();
    addToCart(sub);
    expect($saveCardRequired.get()).toBe(true);
  });
});

describe("a signed-in player's balance not known yet (before its first answer)", () => {
  it('judges nothing: no top-up view, prompts or payment method block; Continue and Place order wait; once it answers the rules apply', async () => {
    const release = shop.hold('/wallet/balance');
    onTestFinished(release);
    const shown = $balanceKnown.listen(() => {});
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await cartSynced();
    // 1200 RDC in the cart against a 1000 RDC balance, not known yet.
    await addToCart(ship, { count: 2, currency: 'RDC' }).synced;
    await withCard();
    toggleCurrencyDropdown();
    expect($balanceKnown.get()).toBe(false);
    expect($orderSummary.get()).toMatchObject({
      wallet: 120000,
      balance: null,
      balanceAfter: null,
      shortfall: 0,
    });
    expect($additionalCurrencyNeeded.get()).toBe(false);
    expect($paymentMethodBlockVisible.get()).toBe(false);
    expect($topUpLines.get()).toEqual([]);
    expect($continueDisabled.get()).toBe(true);
    // Three 500 RDC packs would cover the cart whatever the balance, yet nothing is paid against a
    // balance the player has not been shown.
    for (let pack = 0; pack < 3; pack += 1) addAdditionalCurrencyPack(pack500Rdc);
    expect($placeOrderDisabled.get()).toBe(true);
    await expect(placeOrder()).resolves.toBeNull();
    $additionalCurrency.set([]);

    release();
    await vi.waitFor(() => expect($balanceKnown.get()).toBe(true), { timeout: 15_000 });
    expect($orderSummary.get()).toMatchObject({ balance: 100000, balanceAfter: 0, shortfall: 20000 });
    expect($additionalCurrencyNeeded.get()).toBe(true);
    expect($paymentMethodBlockVisible.get()).toBe(true);
    expect($topUpLines.get()).toEqual(['item:1']);
    expect($continueDisabled.get()).toBe(true);
    for (let pack = 0; pack < 3; pack += 1) addAdditionalCurrencyPack(pack500Rdc);
    expect($placeOrderDisabled.get()).toBe(false);
    expect(shop.calls('/payment_card/pay')).toHaveLength(0);
    shown();
  });

  it('a cart the balance could cover: Continue waits for the balance, then goes on', async () => {
    const release = shop.hold('/wallet/balance');
    onTestFinished(release);
    const shown = $balanceKnown.listen(() => {});
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await cartSynced();
    await addToCart(ship, { currency: 'RDC' }).synced;
    expect($continueDisabled.get()).toBe(true);
    expect($additionalCurrencyNeeded.get()).toBe(false);
    release();
    await vi.waitFor(() => expect($continueDisabled.get()).toBe(false), { timeout: 15_000 });
    shown();
  });
});

describe('place order and payment (accounts-cart-checkout.md §4 Payment, §5)', () => {
  it('"Place order is disabled when no card is selected, or when the RDC total exceeds the balance and no additional currency is chosen."', async () => {
    await logIn();
    await addToCart(ship, { count: 2, currency: 'RDC' }).synced;
    expect($placeOrderDisabled.get()).toBe(true);
    await withCard();
    expect($selectedCardId.get()).toBe('pm_1');
    expect($placeOrderDisabled.get()).toBe(true);
    addAdditionalCurrencyPack(pack500Rdc);
    expect($placeOrderDisabled.get()).toBe(false);
    removeAdditionalCurrencyPack(pack500Rdc.id);
    expect($placeOrderDisabled.get()).toBe(true);
    await expect(placeOrder()).resolves.toBeNull();
    expect(shop.calls('/payment_card/pay')).toHaveLength(0);
  });

  it('a top-up that still leaves RDC missing does not enable Place order: the payment would be refused', async () => {
    await logIn();
    await addToCart(ship, { count: 2, currency: 'RDC' }).synced;
    await withCard();
    addAdditionalCurrencyPack(pack500);
    expect($orderSummary.get().shortfall).toBe(120000 - 100000 - 500);
    expect($placeOrderDisabled.get()).toBe(true);
  });

  it('"with additional currency the product list carries lot_type, count (from lot_count) and lot_id"', async () => {
    await logIn();
    await withCard();
    await addToCart(ship, { count: 2, currency: 'RDC' }).synced;
    await addToCart(plan, { period: { id: 7, length: 3 } }).synced;
    addAdditionalCurrencyPack(pack500Rdc);
    addAdditionalCurrencyPack(pack500Rdc);
    await placeOrder();
    expect(shop.calls('/payment_card/pay')[0]?.json).toEqual({
      token_id: 'pm_1',
      payment: 'stripe',
      product: [
        { lot_type: 'item', count: 2, lot_id: 1, currency: 'RDC' },
        { lot_type: 'plan', count: 1, lot_id: 5, period_id: 7, currency: 'USD' },
        { lot_type: 'coin', count: 2, lot_id: pack500Rdc.id, currency: 'USD' },
      ],
      // What the summary showed: the plan for 3 months and two packs on the card, the ship from the wallet.
      expected: { USD: 500 * 3 + 4699 * 2, RDC: 120000 },
    });
  });

  it('"ONE payment attempt sends ONE request with ONE idempotency key", however often Place order is pressed', async () => {
    await logIn();
    await withCard();
    await addToCart(ship).synced;
    const release = shop.hold('/payment_card/pay');
    const presses = [placeOrder(), placeOrder(), placeOrder()];
    expect($paymentState.get()).toBe('loading');
    await vi.waitFor(() => expect(shop.calls('/payment_card/pay')).toHaveLength(1), { timeout: 15_000 });
    release();
    const results = await Promise.all(presses);
    expect(new Set(results).size).toBe(1);
    expect(shop.calls('/payment_card/pay')).toHaveLength(1);
    expect(shop.calls('/payment_card/pay')[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('"success clears the Buy-now modal, shows the purchase modal and refreshes the balance"; the paid cart is emptied', async () => {
    await logIn();
    await withCard();
    await addToCart(ship).synced;
    openBuyNow(coins);
    shop.balances.set(1, 150000);
    const result = await placeOrder();
    expect($paymentState.get()).toBe('success');
    expect($buyNowProduct.get()).toBeNull();
    expect($purchaseModal.get()).toEqual(result);
    expect(result?.item).toHaveLength(1);
    await vi.waitFor(() => expect($balance.get()).toBe(150000), { timeout: 15_000 });
    await cartSynced();
    expect($cart.get()).toEqual([]);
    expect($checkoutStep.get()).toBe(1);
    shop.balances.set(1, 100000);
  });

  it('"failure opens the error modal" with the server text, "or Payment execution error when none is given"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await logIn();
    await withCard();
    await addToCart(ship).synced;
    shop.failNext('/payment_card/pay', 402, { message: 'card declined' });
    await expect(placeOrder()).resolves.toBeNull();
    expect($paymentState.get()).toBe('failure');
    expect($errorModal.get()).toBe('card declined');
    closeErrorModal();
    shop.failNext('/payment_card/pay', 400, {});
    await placeOrder();
    expect(errorModalText('en')).toBe('Payment execution error');
    const keys = shop.calls('/payment_card/pay').map((r) => r.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
  });

  it('a payment that got no answer is retried with the same key, so it can never be taken twice', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await logIn();
    await withCard();
    await addToCart(ship).synced;
    shop.failNext('/payment_card/pay', 503, { message: 'gate gave up' });
    await placeOrder();
    await placeOrder();
    const keys = shop.calls('/payment_card/pay').map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect($paymentState.get()).toBe('success');
  });

  it('buy now pays the one product with the selected card', async () => {
    await logIn();
    await withCard();
    expect(openBuyNow(sub)).toBe(true);
    expect($buyNowPlaceOrderDisabled.get()).toBe(false);
    const result = await placeBuyNowOrder();
    expect(result?.subscription).toHaveLength(1);
    expect(shop.calls('/payment_card/pay')[0]?.json).toMatchObject({
      product: [{ lot_type: 'subscription', count: 1, lot_id: 4 }],
    });
    expect($buyNowProduct.get()).toBeNull();
    await expect(placeBuyNowOrder()).resolves.toBeNull();
  });
});
