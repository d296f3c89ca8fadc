/**
 * Validation messages. The first five are the spec's exact wording
 * (accounts-cart-checkout.md §5); the rest are ours, where the spec gives no text.
 */
export const Messages = {
  required: 'This field is required!',
  tooShort: 'few characters',
  badEmail: 'Not correct email',
  consent: 'Confirm consent',
  passwordsDiffer: 'Passwords do not match',
  // Not worded by the spec:
  cardNumber: 'Card number must be 16 digits',
  cardMonth: 'Month must be 2 digits, 01 to 12',
  cardYear: 'Year must be 4 digits',
  cardCvv: 'CVV must be 3 digits',
  cardHolder: 'Cardholder must be 3 to 40 characters',
  digitsOnly: 'Digits only',
} as const;

export type Message = (typeof Messages)[keyof typeof Messages];
