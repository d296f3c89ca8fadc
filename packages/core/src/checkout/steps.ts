import { needsNoDelivery, type LineIdentity } from '../cart/lines';

/** The three collapsible steps of /basket: 1 Your Cart, 2 Delivery information, 3 Payment. */
export type CheckoutStep = 1 | 2 | 3;

/** "The cart always starts on step 1." */
export const FIRST_STEP: CheckoutStep = 1;

export interface StepContext {
  loggedIn: boolean;
  lines: readonly LineIdentity[];
  /** RDC total of the cart, minor units. */
  rdcTotal: number;
  /** RDC balance, minor units (0 for a guest); null while a signed-in player's is not known yet. */
  balance: number | null;
  /** RDC of the coin packs chosen as additional currency, minor units (0 or absent when none). */
  additionalRdc?: number;
}

/**
 * "Continue is disabled while the RDC total exceeds the user balance" (and an empty cart has
 * nothing to continue with). Coin packs chosen as additional currency top the balance up, so with
 * them the RDC total is compared with the balance plus their RDC; otherwise a total above the
 * balance could never reach payment. A guest has no user balance yet: for them "Continue opens
 * sign-in or registration", RDC lines or not, and the rule applies once they are signed in. A
 * balance not known yet covers nothing: the RDC it would pay waits until it is known.
 */
export function isContinueDisabled(
  ctx: Pick<StepContext, 'loggedIn' | 'lines' | 'rdcTotal' | 'balance' | 'additionalRdc'>,
): boolean {
  if (ctx.lines.length === 0) return true;
  return ctx.loggedIn && ctx.rdcTotal > (ctx.balance ?? 0) + (ctx.additionalRdc ?? 0);
}

/** "The step is disabled when the cart holds only plan or coin lots." */
export function isDeliveryStepDisabled(lines: readonly LineIdentity[]): boolean {
  return lines.length === 0 || needsNoDelivery(lines);
}

/** Where Continue on step 1 leads: step 3 or 2 when logged in, the authentication block for a guest. */
export function continueTarget(ctx: Pick<StepContext, 'loggedIn' | 'lines'>): CheckoutStep | 'auth' {
  if (!ctx.loggedIn) return 'auth';
  return needsNoDelivery(ctx.lines) ? 3 : 2;
}

/** "A step other than 1 can be opened only when allowed." */
export function isStepAllowed(step: CheckoutStep, ctx: StepContext): boolean {
  if (step === 1) return true;
  if (!ctx.loggedIn || isContinueDisabled(ctx)) return false;
  return step === 3 || !isDeliveryStepDisabled(ctx.lines);
}

/**
 * What clicking a step header does: "If a guest clicks a step other than 1, the login block opens
 * and step 1 shows. Step 1 also shows when the cart is empty or when the total exceeds the balance."
 */
export function resolveStepClick(
  step: CheckoutStep,
  ctx: StepContext,
): { step: CheckoutStep; openAuth: boolean } {
  if (step !== 1 && !ctx.loggedIn) return { step: 1, openAuth: true };
  return { step: isStepAllowed(step, ctx) ? step : 1, openAuth: false };
}

/**
 * "The block appears only when the user is logged in, the cart is on step 1, the currency dropdown
 * is open and the balance is below the RDC total." A balance not known yet is below nothing.
 */
export function isPaymentMethodBlockVisible(ctx: {
  loggedIn: boolean;
  step: CheckoutStep;
  currencyDropdownOpen: boolean;
  balance: number | null;
  rdcTotal: number;
}): boolean {
  return (
    ctx.loggedIn && ctx.step === 1 && ctx.currencyDropdownOpen && isBalanceBelow(ctx.balance, ctx.rdcTotal)
  );
}

/**
 * "The user's RDC balance is below" an RDC amount: what the top-up view, the payment method block
 * and the top-up prompts show on. A balance not known yet is never judged short.
 */
export function isBalanceBelow(balance: number | null, rdc: number): boolean {
  return balance !== null && balance < rdc;
}

/** "The RDC option shows a top-up prompt when balance minus the line's RDC cost is below zero and the selected currency is RDC." */
export function needsTopUp(
  balance: number | null,
  lineRdcCost: number,
  selectedCurrency: string | null | undefined,
): boolean {
  return selectedCurrency === 'RDC' && isBalanceBelow(balance, lineRdcCost);
}

/**
 * "Place order is disabled when no card is selected, or when the RDC total exceeds the balance and
 * no additional currency is chosen." And while the chosen coin packs still leave RDC missing
 * (`shortfall`, from the order summary): the payment would be refused, so it is not offered. RDC
 * is taken only from a balance the player has been shown: while it is not known (null), an order
 * with RDC waits.
 */
export function isPlaceOrderDisabled(ctx: {
  selectedCard: unknown;
  rdcTotal: number;
  balance: number | null;
  additionalCurrencyCount: number;
  shortfall?: number;
}): boolean {
  if (ctx.selectedCard == null) return true;
  if (ctx.balance === null) return ctx.rdcTotal > 0;
  if (ctx.rdcTotal > ctx.balance && ctx.additionalCurrencyCount === 0) return true;
  return (ctx.shortfall ?? 0) > 0;
}
