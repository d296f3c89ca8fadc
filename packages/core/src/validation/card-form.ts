import { Messages } from './messages';
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

const holderLength: FieldRule = (value) => {
  const length = value.trim().length;
  return length < 3 || length > 40 ? Messages.cardHolder : undefined;
};

/**
 * Card form, all required (accounts-cart-checkout.md §5): number 16 digits; month 2 digits at most 12; year 4
 * digits; CVV 3 digits; holder 3 to 40.
 */
const cardFormRules: Record<keyof CardFormValues, FieldRule> = {
  number: all(required, (v) => pattern(/^\d{16}$/, Messages.cardNumber)(digits(v))),
  month: all(required, pattern(/^(0[1-9]|1[0-2])$/, Messages.cardMonth)),
  year: all(required, pattern(/^\d{4}$/, Messages.cardYear)),
  crc: all(required, pattern(/^\d{3}$/, Messages.cardCvv)),
  card_holder: all(required, holderLength),
};

export function validateCardForm(values: CardFormValues): FormErrors<keyof CardFormValues> {
  return validateFields(values, cardFormRules);
}

/**
 * The stripe form asks only for the cardholder; the provider's fields validate the rest
 * (accounts-cart-checkout.md §5).
 */
export function validateStripeCardForm(
  values: Pick<CardFormValues, 'card_holder'>,
): FormErrors<'card_holder'> {
  return validateFields(values, { card_holder: cardFormRules.card_holder });
}

/** "Test sample values are prefilled" (accounts-cart-checkout.md §5): the provider's public test card. */
export const SAMPLE_CARD: CardFormValues = {
  number: '4111111111111111',
  month: '12',
  year: String(new Date().getFullYear() + 3),
  crc: '123',
  card_holder: 'Test Cardholder',
};
