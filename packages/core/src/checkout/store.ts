import { atom, computed } from 'nanostores';
import { $cart, $cartTotals } from '../cart/stores';
import { lineCost } from '../cart/totals';
import { periodLengthOf } from '../cart/line-period';
import { lineKey, type LineIdentity } from '../cart/lines';
import type { CoinPack } from '../schemas/lot';
import { $isLoggedIn } from '../session/page-session';
import { openAuthModal } from '../overlays/modals';
import { $knownBalance } from '../wallet/store';
import { orderSummary } from './order-summary';
import {
  addAdditionalCurrency,
  additionalRdc,
  removeAdditionalCurrency,
  type AdditionalCurrencyLine,
} from './additional-currency';
import {
  FIRST_STEP,
  continueTarget,
  isContinueDisabled,
  isBalanceBelow,
  isDeliveryStepDisabled,
  isPaymentMethodBlockVisible,
  isStepAllowed,
  needsTopUp,
  resolveStepClick,
  type CheckoutStep,
  type StepContext,
} from './steps';

/** The step the user last opened. */
const $requestedStep = atom<CheckoutStep>(FIRST_STEP);
/** The authentication block (sign-in, switchable to registration) was asked for. */
export const $authBlockOpen = atom(false);
/** The authentication block shows while asked for and the user is a guest (a login hides it). */
export const $showAuthBlock = computed([$authBlockOpen, $isLoggedIn], (open, loggedIn) => open && !loggedIn);
/** The summary's currency dropdown. */
export const $currencyDropdownOpen = atom(false);
/** Coin packs chosen to top up the balance. */
export const $additionalCurrency = atom<AdditionalCurrencyLine<CoinPack>[]>([]);

/** Step 2's tabs: In Game Items (sub-tabs In game Address and Pickup point) and Real World Items. */
export type DeliveryTab = 'in_game_items' | 'real_world_items';
export type InGameSubTab = 'in_game' | 'pickup';
export const $deliveryTab = atom<DeliveryTab>('in_game_items');
export const $inGameSubTab = atom<InGameSubTab>('in_game');

const $stepContext = computed(
  [$isLoggedIn, $cart, $cartTotals, $knownBalance, $additionalCurrency],
  (loggedIn, lines, totals, balance, additional): StepContext => ({
    loggedIn,
    lines,
    rdcTotal: totals.RDC,
    balance,
    additionalRdc: additionalRdc(additional),
  }),
);
/**
 * The open step of /basket: the one last opened while it is still allowed, else step 1 ("Step 1
 * also shows when the cart is empty or when the total exceeds the balance", and for a guest).
 */
export const $checkoutStep = computed([$requestedStep, $stepContext], (step, ctx) =>
  isStepAllowed(step, ctx) ? step : FIRST_STEP,
);
export const $continueDisabled = computed($stepContext, isContinueDisabled);
export const $deliveryStepDisabled = computed($cart, isDeliveryStepDisabled);
export const $allowedSteps = computed($stepContext, (ctx) => ({
  1: true,
  2: isStepAllowed(2, ctx),
  3: isStepAllowed(3, ctx),
}));

export const $paymentMethodBlockVisible = computed(
  [$stepContext, $checkoutStep, $currencyDropdownOpen],
  (ctx, step, currencyDropdownOpen) =>
    isPaymentMethodBlockVisible({
      loggedIn: ctx.loggedIn,
      step,
      currencyDropdownOpen,
      balance: ctx.balance,
      rdcTotal: ctx.rdcTotal,
    }),
);

/** "Additional currency view appears when the user's RDC balance is below the cart's RDC total." */
export const $additionalCurrencyNeeded = computed(
  $stepContext,
  (ctx) => ctx.loggedIn && isBalanceBelow(ctx.balance, ctx.rdcTotal),
);

/** The basket's order summary: what Place order charges to the card and takes from the wallet. */
export const $orderSummary = computed([$cart, $additionalCurrency, $knownBalance], (lines, topUps, balance) =>
  orderSummary({ lines, topUps, balance }),
);

/**
 * Keys of the lines whose RDC option shows the top-up prompt. The coin packs chosen (and in the
 * cart) count as balance: once they cover a line, its prompt goes. None while the balance is not
 * known.
 */
export const $topUpLines = computed([$cart, $orderSummary], (lines, summary) =>
  lines
    .filter((line) =>
      needsTopUp(
        summary.balance === null ? null : summary.balance + summary.credit,
        lineCost(line, 'RDC', periodLengthOf(line)),
        line.selectCurrency,
      ),
    )
    .map(lineKey),
);

/** "The cart always starts on step 1." Call when the basket is shown. */
export function startCheckout(): void {
  $requestedStep.set(FIRST_STEP);
  $authBlockOpen.set(false);
  $currencyDropdownOpen.set(false);
}

/** Step 1's Continue: step 3 or 2 when logged in, the authentication block for a guest. */
export function continueCheckout(): CheckoutStep | 'auth' | null {
  const ctx = $stepContext.get();
  if (isContinueDisabled(ctx)) return null;
  const target = continueTarget(ctx);
  if (target === 'auth') {
    $authBlockOpen.set(true);
    return target;
  }
  $requestedStep.set(target);
  return target;
}

/** Step 2's Continue: on to payment. */
export function continueToPayment(): boolean {
  if (!isStepAllowed(3, $stepContext.get())) return false;
  $requestedStep.set(3);
  return true;
}

/** A click on a step header; a guest gets the login block and step 1. */
export function openStep(step: CheckoutStep): CheckoutStep {
  const { step: shown, openAuth } = resolveStepClick(step, $stepContext.get());
  if (openAuth) $authBlockOpen.set(true);
  $requestedStep.set(shown);
  return shown;
}

/** The auth block's sign-in opens the login modal; switchable to registration. */
export function openAuthFromCheckout(view: 'login' | 'register' = 'login'): void {
  openAuthModal(view);
}

/** "A guest pressing the currency toggle gets the authentication block." */
export function toggleCurrencyDropdown(): void {
  if (!$isLoggedIn.get()) {
    $authBlockOpen.set(true);
    return;
  }
  $currencyDropdownOpen.set(!$currencyDropdownOpen.get());
}

/** The top-up prompt's link: opens the currency dropdown, where the coin packs to top up with are. */
export function openTopUp(): void {
  if ($isLoggedIn.get()) $currencyDropdownOpen.set(true);
}

/** Buy on a coin pack of the additional-currency view: lot_count rises by 1 per repeated add. */
export function addAdditionalCurrencyPack(pack: CoinPack): void {
  $additionalCurrency.set(addAdditionalCurrency($additionalCurrency.get(), pack));
}

export function removeAdditionalCurrencyPack(packId: number): void {
  $additionalCurrency.set(removeAdditionalCurrency($additionalCurrency.get(), packId));
}

export function setDeliveryTab(tab: DeliveryTab): void {
  $deliveryTab.set(tab);
}

export function setInGameSubTab(tab: InGameSubTab): void {
  $inGameSubTab.set(tab);
}

/**
 * Whether a line's RDC option shows the top-up prompt, by the keys of $topUpLines (a component
 * passes the ones it rendered with; by default the store's own).
 */
export function lineNeedsTopUp(
  line: LineIdentity,
  topUpLines: readonly string[] = $topUpLines.get(),
): boolean {
  return topUpLines.includes(lineKey(line));
}
