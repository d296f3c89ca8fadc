import { describe, expect, it } from 'vitest';
import {
  emailRule,
  validateLogin,
  validatePasswordChange,
  validateRecovery,
  validateRegister,
  validateRestore,
} from './account-forms';

const goodRegister = {
  alias: 'demo',
  email: 'demo@example.com',
  password: 'demo1234',
  agreement: true,
  day: 1,
  month: 2,
  year: 1990,
};

describe('login and account text inputs (accounts-cart-checkout.md §5)', () => {
  it.each([
    ['', 'This field is required!'],
    ['   ', 'This field is required!'],
    ['abc', 'few characters'],
    ['abcd', undefined],
  ])(
    '"alias, password and old_password required (This field is required!) and at least 4 characters (few characters)": %j → %s',
    (value, message) => {
      expect(validateLogin({ alias: value, password: value }, 'en')).toEqual(
        message ? { alias: message, password: message } : {},
      );
      expect(
        validatePasswordChange({ old_password: value, new_password: 'abcd', repeat: 'abcd' }, 'en')
          .old_password,
      ).toBe(message);
    },
  );

  it.each([
    ['', 'This field is required!'],
    ['demo example.com', 'Not correct email'],
    ['demo @example.com', 'Not correct email'],
    ['demo.example.com', 'Not correct email'],
    ['demo@example', 'Not correct email'],
    ['demo@example.com', undefined],
  ])(
    '"Email required and must have no spaces, an @ and a dot (Not correct email)": %j → %s',
    (value, message) => {
      expect(emailRule(value, 'en')).toBe(message);
    },
  );
});

describe('registration (accounts-cart-checkout.md §5)', () => {
  it('a complete form passes', () => {
    expect(validateRegister(goodRegister, 'en')).toEqual({});
  });

  it('"the agreement checkbox is required (message Confirm consent)"', () => {
    expect(validateRegister({ ...goodRegister, agreement: false }, 'en')).toEqual({
      agreement: 'Confirm consent',
    });
  });

  it.each([
    ['day', null],
    ['month', ''],
    ['year', undefined],
  ])('"Day, month and year must all be chosen, else This field is required!" (%s missing)', (part, value) => {
    expect(validateRegister({ ...goodRegister, [part]: value }, 'en')).toEqual({
      bdate: 'This field is required!',
    });
  });

  it('checks alias, email and password with the account rules', () => {
    expect(validateRegister({ ...goodRegister, alias: 'ab', email: 'x', password: '' }, 'en')).toEqual({
      alias: 'few characters',
      email: 'Not correct email',
      password: 'This field is required!',
    });
  });
});

describe('recovery and restore (accounts-cart-checkout.md §5)', () => {
  it('"Recovery email is trimmed before sending": surrounding spaces are not an error', () => {
    expect(validateRecovery({ email: '  demo@example.com  ' }, 'en')).toEqual({});
    expect(validateRecovery({ email: '  ' }, 'en')).toEqual({ email: 'This field is required!' });
  });

  it('"Restore form: the two passwords must match (Passwords do not match)"', () => {
    expect(validateRestore({ password: 'secret1', repeat: 'secret2' }, 'en')).toEqual({
      repeat: 'Passwords do not match',
    });
    expect(validateRestore({ password: 'secret1', repeat: 'secret1' }, 'en')).toEqual({});
    expect(validateRestore({ password: 'abc', repeat: 'abc' }, 'en')).toEqual({
      password: 'few characters',
      repeat: 'few characters',
    });
  });

  it('password change: the new password and its repeat must match', () => {
    expect(
      validatePasswordChange({ old_password: 'old1', new_password: 'new12', repeat: 'new13' }, 'en'),
    ).toEqual({
      repeat: 'Passwords do not match',
    });
  });
});
