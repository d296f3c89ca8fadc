import type { StripePaymentMethodFactory } from './host-stripe';
import { ApiError } from '../api/errors';
import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import { getApiBase } from '../config';
import { CardVaultPayloadSchema } from '../schemas/payment';
import { z } from '../schemas/zod';
import { passesLuhn } from '../validation/luhn';
import { all, validateFields, type FieldRule, type FormErrors } from '../validation/rules';
import type { VaultBillingAddress, VaultFetch } from './add-card';
import { lazySchema } from '../schemas/lazy-schema';

/**
 * The sandbox's stand-in for Stripe: when the page has no real Stripe.js, the provider's own card
 * fields (number, expiry, security code) are played by the widgets and posted here, to the Stripe
 * vault the sandbox API keeps beside the contract (`{apiBase}/__vault/stripe/cards`, no user token,
 * like a publishable-key call). Its answer's payment_method_id goes to /payment_stripe/add_card.
 */
const SANDBOX_STRIPE_VAULT_PATH = '/__vault/stripe/cards';

const globalFetch: VaultFetch = (url, init) => fetch(url, init);
let stripeVaultUrl: string | null = null;
let stripeVaultFetch: VaultFetch = globalFetch;

/** Sets the Stripe vault's URL and, for in-process servers, its fetch; `{}` restores the defaults. */
export function configureStripeVault(options: { url?: string; fetch?: VaultFetch }): void {
  stripeVaultUrl = options.url ?? null;
  stripeVaultFetch = options.fetch ?? globalFetch;
}

/** What the provider's own fields hold: the card number, expiry as `MM / YY` and the security code. */
export interface ProviderCardFields {
  number: string;
  expiry: string;
  security_code: string;
}

export const EMPTY_PROVIDER_FIELDS: ProviderCardFields = { number: '', expiry: '', security_code: '' };

/** The provider's messages (worded as Stripe's card element words them), in the reader's language. */
export const ProviderMessages = {
  numberIncomplete: m.cards_number_incomplete,
  numberInvalid: m.cards_number_invalid,
  expiryIncomplete: m.cards_expiry_incomplete,
  expiryPast: m.cards_expiry_past,
  securityCodeIncomplete: m.cards_security_code_incomplete,
} as const;

const digits = (value: string) => value.replace(/\s+/g, '');

/** `MM / YY`, `MM/YY` or `MM/YYYY` as year and month, or null. */
function parseExpiry(value: string): { year: number; month: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const year = Number(match[2]);
  return { month, year: year < 100 ? 2000 + year : year };
}

function providerRules(now: Date): Record<keyof ProviderCardFields, FieldRule> {
  return {
    number: all(
      (v, locale) => (/^\d{16}$/.test(digits(v)) ? undefined : m.cards_number_incomplete(locale)),
      (v, locale) => (passesLuhn(digits(v)) ? undefined : m.cards_number_invalid(locale)),
    ),
    expiry: (v, locale) => {
      const expiry = parseExpiry(v);
      if (!expiry) return m.cards_expiry_incomplete(locale);
      const year = now.getFullYear();
      return expiry.year < year || (expiry.year === year && expiry.month < now.getMonth() + 1)
        ? m.cards_expiry_past(locale)
        : undefined;
    },
    security_code: (v, locale) =>
      /^\d{3,4}$/.test(v.trim()) ? undefined : m.cards_security_code_incomplete(locale),
  };
}

/**
 * The provider's own check of its fields: the widgets' form asks only for the cardholder
 * (accounts-cart-checkout.md §5).
 */
export function validateProviderCardFields(
  fields: ProviderCardFields,
  locale: Locale,
  now = new Date(),
): FormErrors<keyof ProviderCardFields> {
  return validateFields(fields, providerRules(now), locale);
}

const VaultAnswerSchema = lazySchema(() =>
  z.looseObject({
    payment_method_id: z.string().check(z.minLength(1)),
    brand: z.optional(z.unknown()),
    last4: z.optional(z.unknown()),
    exp_month: z.optional(z.unknown()),
    exp_year: z.optional(z.unknown()),
  }),
);
const VaultProblemSchema = lazySchema(() =>
  z.looseObject({ message: z.optional(z.string()), code: z.optional(z.number()) }),
);

const NO_BILLING: VaultBillingAddress = { line1: '', city: '', state: '', postal_code: '', country_code: '' };

function stripeVaultRequestUrl(): string {
  const url = stripeVaultUrl ?? `${getApiBase()}${SANDBOX_STRIPE_VAULT_PATH}`;
  const origin = (globalThis as { location?: { href?: string } }).location?.href ?? 'http://localhost/';
  return new URL(url, origin).href;
}

/**
 * The sandbox Stripe's createPaymentMethod for the fields it holds: posts the card to the Stripe
 * vault and gives its payment method, shaped as Stripe.js's (`{ id, card }`). A refusal rejects with the vault's own text, which the
 * error modal shows.
 */
export function sandboxStripePaymentMethod(
  fields: ProviderCardFields,
  billing: VaultBillingAddress = NO_BILLING,
): StripePaymentMethodFactory {
  return async (cardholder) => {
    const expiry = parseExpiry(fields.expiry);
    const body = CardVaultPayloadSchema.parse({
      number: digits(fields.number),
      expire: expiry ? `${expiry.year}-${String(expiry.month).padStart(2, '0')}` : '',
      security_code: fields.security_code.trim(),
      name: cardholder,
      billing_address: billing,
    });
    const response = await stripeVaultFetch(stripeVaultRequestUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const problem = VaultProblemSchema.safeParse(json);
      const serverMessage = problem.success ? problem.data.message : undefined;
      throw new ApiError({
        kind: 'http',
        status: response.status,
        message: `The Stripe vault answered ${response.status}`,
        ...(serverMessage ? { serverMessage } : {}),
        ...(problem.success && problem.data.code !== undefined ? { code: problem.data.code } : {}),
      });
    }
    const answer = VaultAnswerSchema.safeParse(json);
    if (!answer.success) throw new Error('The Stripe vault gave no payment method');
    const { payment_method_id: id, brand, last4, exp_month, exp_year } = answer.data;
    return { id, card: { brand, last4, exp_month, exp_year } };
  };
}
