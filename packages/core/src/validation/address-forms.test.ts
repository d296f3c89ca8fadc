import { describe, expect, it } from 'vitest';
import { BILLING_ADDRESS, GAME_ADDRESS } from '../../test/address-fixtures';
import { validateBillingAddress, validateGameAddress, validateShippingAddress } from './address-forms';

const billing = BILLING_ADDRESS;

describe('billing address (accounts-cart-checkout.md §5 "all required: ... at least 3 characters; state_province at least 1; phone at least 3 (numeric input)")', () => {
  it('a complete address passes', () => {
    expect(validateBillingAddress(billing, 'en')).toEqual({});
  });

  it.each(['first_name', 'last_name', 'company', 'country', 'city', 'address', 'zip_code'] as const)(
    '"%s ... at least 3 characters"',
    (field) => {
      expect(validateBillingAddress({ ...billing, [field]: 'ab' }, 'en')[field]).toBe('few characters');
      expect(validateBillingAddress({ ...billing, [field]: '' }, 'en')[field]).toBe(
        'This field is required!',
      );
      expect(validateBillingAddress({ ...billing, [field]: 'abc' }, 'en')[field]).toBeUndefined();
    },
  );

  it('"state_province at least 1"', () => {
    expect(validateBillingAddress({ ...billing, state_province: '' }, 'en').state_province).toBe(
      'This field is required!',
    );
    expect(validateBillingAddress({ ...billing, state_province: 'X' }, 'en').state_province).toBeUndefined();
  });

  it('"phone at least 3 (numeric input)"', () => {
    expect(validateBillingAddress({ ...billing, phone_number: '12' }, 'en').phone_number).toBe(
      'few characters',
    );
    expect(validateBillingAddress({ ...billing, phone_number: '12a4' }, 'en').phone_number).toBe(
      'Digits only',
    );
    expect(validateBillingAddress({ ...billing, phone_number: '+123' }, 'en').phone_number).toBeUndefined();
  });
});

describe('in-game, pickup and shipping addresses (accounts-cart-checkout.md §5 "every field required")', () => {
  it('"In-game or pickup address: every field required"', () => {
    const full = GAME_ADDRESS;
    expect(validateGameAddress(full, 'en')).toEqual({});
    expect(validateGameAddress({ ...full, planet: '' }, 'en')).toEqual({ planet: 'This field is required!' });
    expect(Object.keys(validateGameAddress({}, 'en'))).toHaveLength(9);
  });

  it('"Real-world address: every field required; country ... flagged as an error if empty after submit"', () => {
    const errors = validateShippingAddress({ first_name: 'Jane' }, 'en');
    expect(errors.first_name).toBeUndefined();
    expect(errors.country).toBe('This field is required!');
    expect(Object.keys(errors)).toHaveLength(8);
  });
});
