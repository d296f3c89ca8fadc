import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import {
  all,
  emailShape,
  minLength,
  required,
  validateFields,
  type FieldRule,
  type FormErrors,
} from './rules';

/**
 * alias, password and old_password: required, then at least 4 characters (accounts-cart-checkout.md §5, §9).
 */
const aliasRule: FieldRule = all(required, minLength(4));
const passwordRule: FieldRule = aliasRule;
/** Email: required, then no spaces, an @ and a dot. */
export const emailRule: FieldRule = all(required, emailShape);

export interface LoginValues {
  alias: string;
  password: string;
}

export function validateLogin(values: LoginValues, locale: Locale): FormErrors<keyof LoginValues> {
  return validateFields(values, { alias: aliasRule, password: passwordRule }, locale);
}

export interface RegisterValues {
  alias: string;
  email: string;
  password: string;
  agreement: boolean;
  day: number | string | null | undefined;
  month: number | string | null | undefined;
  year: number | string | null | undefined;
}

export type RegisterErrors = FormErrors<'alias' | 'email' | 'password' | 'agreement' | 'bdate'>;

/** Registration: the text rules, the agreement (`Confirm consent`) and day, month and year all chosen. */
export function validateRegister(values: RegisterValues, locale: Locale): RegisterErrors {
  const errors: RegisterErrors = validateFields<'alias' | 'email' | 'password'>(
    values,
    {
      alias: aliasRule,
      email: emailRule,
      password: passwordRule,
    },
    locale,
  );
  if (!values.agreement) errors.agreement = m.validation_consent(locale);
  const chosen = [values.day, values.month, values.year].every(
    (part) => part != null && String(part).trim() !== '',
  );
  if (!chosen) errors.bdate = m.validation_required(locale);
  return errors;
}

export interface RecoveryValues {
  email: string;
}

export function validateRecovery(values: RecoveryValues, locale: Locale): FormErrors<'email'> {
  return validateFields({ email: values.email.trim() }, { email: emailRule }, locale);
}

export interface RestoreValues {
  password: string;
  repeat: string;
}

/** Restore form: both passwords follow the password rule and must match. */
export function validateRestore(values: RestoreValues, locale: Locale): FormErrors<'password' | 'repeat'> {
  const errors: FormErrors<'password' | 'repeat'> = validateFields(
    values,
    {
      password: passwordRule,
      repeat: passwordRule,
    },
    locale,
  );
  if (!errors.password && !errors.repeat && values.password !== values.repeat)
    errors.repeat = m.validation_passwords_differ(locale);
  return errors;
}

export interface PasswordChangeValues {
  old_password: string;
  new_password: string;
  repeat: string;
}

export function validatePasswordChange(
  values: PasswordChangeValues,
  locale: Locale,
): FormErrors<keyof PasswordChangeValues> {
  const errors: FormErrors<keyof PasswordChangeValues> = validateFields(
    values,
    {
      old_password: passwordRule,
      new_password: passwordRule,
      repeat: passwordRule,
    },
    locale,
  );
  if (!errors.new_password && !errors.repeat && values.new_password !== values.repeat)
    errors.repeat = m.validation_passwords_differ(locale);
  return errors;
}
