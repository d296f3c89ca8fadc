import { describe, expect, it } from 'vitest';
import { SAMPLE_CARD, validateCardForm, validateStripeCardForm, type CardFormValues } from './card-form';

const card: CardFormValues = {
  number: '4111111111111111',
  month: '07',
  year: '2030',
  crc: '123',
  card_holder: 'Jane Doe',
};

describe('card form (accounts-cart-checkout.md §5 "Card form (all required)")', () => {
  it('a valid card passes, and so do the prefilled "Test sample values"', () => {
    expect(validateCardForm(card, 'en')).toEqual({});
    expect(validateCardForm(SAMPLE_CARD, 'en')).toEqual({});
  });

  it.each<[keyof CardFormValues, string, string | undefined]>([
    ['number', '', 'This field is required!'],
    ['number', '411111111111111', 'Card number must be 16 digits'],
    ['number', '41111111111111112', 'Card number must be 16 digits'],
    ['number', '4111 1111 1111 1111', undefined],
    ['number', '4111-1111-1111-111a', 'Card number must be 16 digits'],
    ['month', '7', 'Month must be 2 digits, 01 to 12'],
    ['month', '13', 'Month must be 2 digits, 01 to 12'],
    ['month', '00', 'Month must be 2 digits, 01 to 12'],
    ['month', '12', undefined],
    ['year', '30', 'Year must be 4 digits'],
    ['year', '20301', 'Year must be 4 digits'],
    ['crc', '12', 'CVV must be 3 digits'],
    ['crc', '1234', 'CVV must be 3 digits'],
    ['card_holder', 'Jo', 'Cardholder must be 3 to 40 characters'],
    ['card_holder', 'J'.repeat(41), 'Cardholder must be 3 to 40 characters'],
    ['card_holder', 'J'.repeat(40), undefined],
    ['card_holder', 'Joe', undefined],
  ])(
    '"number exactly 16 digits; month exactly 2 digits, at most 12; year exactly 4 digits; CVV exactly 3 digits; cardholder 3 to 40 characters": %s=%j → %s',
    (field, value, message) => {
      expect(validateCardForm({ ...card, [field]: value }, 'en')[field]).toBe(message);
    },
  );

  it('"The stripe form requires only a cardholder name"', () => {
    expect(validateStripeCardForm({ card_holder: 'Jane Doe' }, 'en')).toEqual({});
    expect(validateStripeCardForm({ card_holder: '' }, 'en')).toEqual({
      card_holder: 'This field is required!',
    });
  });
});
