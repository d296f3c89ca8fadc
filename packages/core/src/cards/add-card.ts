import { atom } from 'nanostores';
import type { Locale } from '../locale/locale';
import { createPaymentApi } from '../api/domains/payment';
import { getApiBase, getDomain } from '../config';
import { CardVaultPayloadSchema, type PaypalData } from '../schemas/payment';
import { z } from '../schemas/zod';
import { logIgnored } from '../log-ignored';
import { serverErrorText } from '../api/error-text';
import { ERROR_MODAL_TEXT, openErrorModal } from '../overlays/modals';
import { validateCardForm, validateStripeCardForm, type CardFormValues } from '../validation/card-form';
import { isValid, type FormErrors } from '../validation/rules';
import { vaultExpiry } from './rules';
import type { StripePaymentMethodFactory } from './host-stripe';
import { $saveCardRequired } from './save-card-required';
import { addCardToList } from './store';
import { paymentMethodDetails } from './stripe-payment-method';
import { asSavedCard, brandOfNumber, unsavedCard, type ListedCard } from './unsaved-card';
import { lazySchema } from '../schemas/lazy-schema';

/** "choose a payment system, paypal (preselected) or stripe". */
export type PaymentSystem = 'paypal' | 'stripe';
export const $paymentSystem = atom<PaymentSystem>('paypal');
export const choosePaymentSystem = (system: PaymentSystem) => $paymentSystem.set(system);

/** "saved-card list to add form and back". */
export const $addCardView = atom<'list' | 'form'>('list');
export const showAddCardForm = () => $addCardView.set('form');
/** "Back to selecting a credit card". */
export const backToCardList = () => $addCardView.set('list');

export const $addingCard = atom(false);

/** The PayPal data in force (access_token, customer_id, expires). */
export const $paypalData = atom<PaypalData | null>(null);

let refetchTimer: ReturnType<typeof setTimeout> | null = null;

async function fetchPaypalData(): Promise<PaypalData> {
  const data = await getDomain(createPaymentApi).paypal.getData();
  $paypalData.set(data);
  if (refetchTimer) clearTimeout(refetchTimer);
  // "the token is refetched every expires times 1000 ms"; a zero expiry is not refetched in a loop.
  if (data.expires > 0) {
    refetchTimer = setTimeout(() => {
      fetchPaypalData().catch((error: unknown) => logIgnored('a PayPal token refetch that failed', error));
    }, data.expires * 1000);
  }
  return data;
}

/** Starts the PayPal session (the add-card form is open); returns the first token. */
export function startPaypalSession(): Promise<PaypalData> {
  return fetchPaypalData();
}

/** Stops refetching the PayPal token (the form closed). */
export function stopPaypalSession(): void {
  if (refetchTimer) clearTimeout(refetchTimer);
  refetchTimer = null;
  $paypalData.set(null);
}

/**
 * The payment provider's sandbox card vault. By default the one the sandbox API plays beside the
 * contract (`{apiBase}/__vault/paypal/cards`); a host that talks to the provider itself sets its URL.
 */
const SANDBOX_VAULT_PATH = '/__vault/paypal/cards';
let vaultUrl: string | null = null;
/** How the vault is reached: the global fetch, or an in-process server's handler in tests. */
export type VaultFetch = (url: string, init: RequestInit) => Promise<Response>;
const globalFetch: VaultFetch = (url, init) => fetch(url, init);
let vaultFetch: VaultFetch = globalFetch;

/** Sets the vault's URL and, for in-process servers, its fetch; `{}` restores the defaults. */
export function configureCardVault(options: { url?: string; fetch?: VaultFetch }): void {
  vaultUrl = options.url ?? null;
  vaultFetch = options.fetch ?? globalFetch;
}

function vaultRequestUrl(): string {
  const url = vaultUrl ?? `${getApiBase()}${SANDBOX_VAULT_PATH}`;
  const origin = (globalThis as { location?: { href?: string } }).location?.href ?? 'http://localhost/';
  return new URL(url, origin).href;
}

const VaultAnswerSchema = lazySchema(() => z.looseObject({ id: z.string().check(z.minLength(1)) }));

export interface VaultBillingAddress {
  line1: string;
  city: string;
  state: string;
  postal_code: string;
  country_code: string;
}

async function vaultCard(
  card: CardFormValues,
  billing: VaultBillingAddress,
  accessToken: string,
): Promise<string> {
  const body = CardVaultPayloadSchema.parse({
    number: card.number.replace(/\s+/g, ''),
    expire: vaultExpiry(card.year, card.month),
    security_code: card.crc,
    name: card.card_holder.trim(),
    billing_address: billing,
  });
  const response = await vaultFetch(vaultRequestUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The card vault answered ${response.status}`);
  const answer = VaultAnswerSchema.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw new Error('The card vault gave no payment method');
  return answer.data.id;
}

export type AddCardResult =
  { ok: true; card: ListedCard } | { ok: false; errors?: FormErrors<keyof CardFormValues> };

/** The "Save card" choice of the add-card form. */
export interface AddCardOptions {
  /** Defaults to true; "Saving the card is mandatory ... when any lot in the cart or modal is a subscription." */
  save?: boolean;
}

/** Whether the card is saved with add_card: the player's choice, unless a subscription makes it mandatory. */
export function savesCard(options: AddCardOptions = {}): boolean {
  return options.save !== false || $saveCardRequired.get();
}

async function finish(add: () => Promise<ListedCard>): Promise<AddCardResult> {
  $addingCard.set(true);
  try {
    const card = await add();
    addCardToList(card);
    backToCardList();
    return { ok: true, card };
  } catch (error) {
    // "Adding a card ... fails: error modal".
    logIgnored('a card that could not be added', error);
    openErrorModal(serverErrorText(error), ERROR_MODAL_TEXT);
    return { ok: false };
  } finally {
    $addingCard.set(false);
  }
}

/**
 * The PayPal flow: the get_data token, the provider vault POST, then add_card. A card not saved
 * skips add_card and joins the list as unsaved, named from the form's number and expiry.
 */
export async function addPaypalCard(
  card: CardFormValues,
  billing: VaultBillingAddress,
  locale: Locale,
  options: AddCardOptions = {},
): Promise<AddCardResult> {
  const errors = validateCardForm(card, locale);
  if (!isValid(errors)) return { ok: false, errors };
  const save = savesCard(options);
  return finish(async () => {
    const data = $paypalData.get() ?? (await fetchPaypalData());
    const paymentMethodId = await vaultCard(card, billing, data.access_token);
    if (save)
      return asSavedCard(
        await getDomain(createPaymentApi).paypal.addCard({
          customer_id: data.customer_id,
          payment_method_id: paymentMethodId,
        }),
      );
    const number = card.number.replace(/\s+/g, '');
    return unsavedCard({
      payment_method_id: paymentMethodId,
      payment: 'paypal',
      customer_id: data.customer_id,
      brand: brandOfNumber(number),
      last4: number.slice(-4),
      exp_month: Number(card.month),
      exp_year: Number(card.year),
    });
  });
}

/**
 * The Stripe flow: only the cardholder here; the provider's own fields (Stripe.js, on the host
 * page) validate the card and give the payment method. A card not saved skips add_card and joins
 * the list as unsaved, named from the payment method's card details when it has them.
 */
export async function addStripeCard(
  values: Pick<CardFormValues, 'card_holder'>,
  createPaymentMethod: StripePaymentMethodFactory,
  locale: Locale,
  options: AddCardOptions = {},
): Promise<AddCardResult> {
  const errors = validateStripeCardForm(values, locale);
  if (!isValid(errors)) return { ok: false, errors };
  const save = savesCard(options);
  return finish(async () => {
    const details = paymentMethodDetails(await createPaymentMethod(values.card_holder.trim()));
    if (save)
      return asSavedCard(
        await getDomain(createPaymentApi).stripe.addCard({ payment_method_id: details.payment_method_id }),
      );
    return unsavedCard({ ...details, payment: 'stripe' });
  });
}
