import { Messages } from './messages';
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

export function validateLogin(values: LoginValues): FormErrors<keyof LoginValues> {
  return validateFields(values, { alias: aliasRule, password: passwordRule });
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
export function validateRegister(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = validateFields<'alias' | 'email' | 'password'>(values, {
    alias: aliasRule,
    email: emailRule,
    password: passwordRule,
  });
  if (!values.agreement) errors.agreement = Messages.consent;
  const chosen = [values.day, values.month, values.year].every(
    (part) => part != null && String(part).trim() !== '',
  );
  if (!chosen) errors.bdate = Messages.required;
  return errors;
}

export interface RecoveryValues {
  email: string;
}

export function validateRecovery(values: RecoveryValues): FormErrors<'email'> {
  return validateFields({ email: values.email.trim() }, { email: emailRule });
}

export interface RestoreValues {
  password: string;
  repeat: string;
}

/** Restore form: both passwords follow the password rule and must match. */
export function validateRestore(values: RestoreValues): FormErrors<'password' | 'repeat'> {
  const errors: FormErrors<'password' | 'repeat'> = validateFields(values, {
    password: passwordRule,
    repeat: passwordRule,
  });
  if (!errors.password && !errors.repeat && values.password !== values.repeat)
    errors.repeat = Messages.passwordsDiffer;
  return errors;
}

export interface PasswordChangeValues {
  old_password: string;
  new_password: string;
  repeat: string;
}

export function validatePasswordChange(values: PasswordChangeValues): FormErrors<keyof PasswordChangeValues> {
  const errors: FormErrors<keyof PasswordChangeValues> = validateFields(values, {
    old_password: passwordRule,
    new_password: passwordRule,
    repeat: passwordRule,
  });
  if (!errors.new_password && !errors.repeat && values.new_password !== values.repeat)
    errors.repeat = Messages.passwordsDiffer;
  return errors;
}
