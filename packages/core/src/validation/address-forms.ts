import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import { all, minLength, pattern, required, validateFields, type FieldRule, type FormErrors } from './rules';

const atLeast3 = all(required, minLength(3));

/**
 * Billing address (accounts-cart-checkout.md §5): all required; most fields at least 3 characters, state at
 * least 1, phone at least 3 digits.
 */
export const billingAddressRules = {
  first_name: atLeast3,
  last_name: atLeast3,
  company: atLeast3,
  country: atLeast3,
  city: atLeast3,
  address: atLeast3,
  zip_code: atLeast3,
  state_province: all(required, minLength(1)),
  phone_number: all(required, pattern(/^\+?\d*$/, m.validation_digits_only), minLength(3)),
} satisfies Record<string, FieldRule>;

export type BillingAddressField = keyof typeof billingAddressRules;

export function validateBillingAddress(
  values: Partial<Record<BillingAddressField, string>>,
  locale: Locale,
): FormErrors<BillingAddressField> {
  return validateFields(values, billingAddressRules, locale);
}

/**
 * In-game and pickup addresses: "every field required" (accounts-cart-checkout.md §5), the same field set for
 * both types.
 */
export const gameAddressFields = [
  'location',
  'universe',
  'galaxy',
  'solar',
  'planet',
  'country',
  'state',
  'city',
  'address',
] as const;

export type GameAddressField = (typeof gameAddressFields)[number];

export function validateGameAddress(
  values: Partial<Record<GameAddressField, string>>,
  locale: Locale,
): FormErrors<GameAddressField> {
  const rules = Object.fromEntries(gameAddressFields.map((field) => [field, required])) as Record<
    GameAddressField,
    FieldRule
  >;
  return validateFields(values, rules, locale);
}

/** Real-world (shipping) address: every field required; an empty country is flagged after submit. */
export const shippingAddressFields = [
  'first_name',
  'last_name',
  'company',
  'country',
  'city',
  'address',
  'state_or_province',
  'zip_or_postal_code',
  'phone_number',
] as const;

export type ShippingAddressField = (typeof shippingAddressFields)[number];

export function validateShippingAddress(
  values: Partial<Record<ShippingAddressField, string>>,
  locale: Locale,
): FormErrors<ShippingAddressField> {
  const rules = Object.fromEntries(shippingAddressFields.map((field) => [field, required])) as Record<
    ShippingAddressField,
    FieldRule
  >;
  return validateFields(values, rules, locale);
}
