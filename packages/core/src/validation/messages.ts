import * as m from '../generated/messages';

/**
 * Validation messages, each written in the reader's language (`Messages.required(locale)`). The
 * first five are the spec's exact wording (accounts-cart-checkout.md §5); the rest are ours, where
 * the spec gives no text. The rules import the messages they write on their own, so a form keeps
 * only those.
 */
export const Messages = {
  required: m.validation_required,
  tooShort: m.validation_too_short,
  badEmail: m.validation_bad_email,
  consent: m.validation_consent,
  passwordsDiffer: m.validation_passwords_differ,
  // Not worded by the spec:
  cardNumber: m.validation_card_number,
  cardMonth: m.validation_card_month,
  cardYear: m.validation_card_year,
  cardCvv: m.validation_card_cvv,
  cardHolder: m.validation_card_holder,
  digitsOnly: m.validation_digits_only,
} as const;

export type Message = (typeof Messages)[keyof typeof Messages];
