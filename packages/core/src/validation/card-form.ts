import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import { all, pattern, required, validateFields, type FieldRule, type FormErrors } from './rules';

export interface CardFormValues {
  number: string;
  month: string;
  year: string;
  crc: string;
  card_holder: string;
}

/** Spaces people type between digit groups do not count. */
const digits = (value: string) => value.replace(/\s+/g, '');

const holderLength: FieldRule = (value, locale) => {
  const length = value.trim().length;
  return length < 3 || length > 40 ? m.validation_card_holder(locale) : undefined;
};

/**
 * Card form, all required (accounts-cart-checkout.md §5): number 16 digits; month 2 digits at most 12; year 4
 * digits; CVV 3 digits; holder 3 to 40.
 */
const cardFormRules: Record<keyof CardFormValues, FieldRule> = {
  number: all(required, (v, locale) => pattern(/^\d{16}$/, m.validation_card_number)(digits(v), locale)),
  month: all(required, pattern(/^(0[1-9]|1[0-2])$/, m.validation_card_month)),
  year: all(required, pattern(/^\d{4}$/, m.validation_card_year)),
  crc: all(required, pattern(/^\d{3}$/, m.validation_card_cvv)),
  card_holder: all(required, holderLength),
};

export function validateCardForm(values: CardFormValues, locale: Locale): FormErrors<keyof CardFormValues> {
  return validateFields(values, cardFormRules, locale);
}

/**
 * The stripe form asks only for the cardholder; the provider's fields validate the rest
 * (accounts-cart-checkout.md §5).
 */
export function validateStripeCardForm(
  values: Pick<CardFormValues, 'card_holder'>,
  locale: Locale,
): FormErrors<'card_holder'> {
  return validateFields(values, { card_holder: cardFormRules.card_holder }, locale);
}

/** "Test sample values are prefilled" (accounts-cart-checkout.md §5): the provider's public test card. */
export const SAMPLE_CARD: CardFormValues = {
  number: '4111111111111111',
  month: '12',
  year: String(new Date().getFullYear() + 3),
  crc: '123',
  card_holder: 'Test Cardholder',
};
