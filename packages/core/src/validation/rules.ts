import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';

/** A field rule returns the error message in `locale`, or undefined when the value passes. */
export type FieldRule = (value: string, locale: Locale) => string | undefined;

/** A message a rule writes, in the reader's language. */
export type RuleMessage = (locale: Locale) => string;

/** Errors by field name; an empty object means the form is valid. */
export type FormErrors<K extends string> = Partial<Record<K, string>>;

export const required: FieldRule = (value, locale) =>
  value.trim() === '' ? m.validation_required(locale) : undefined;

export function minLength(min: number, message: RuleMessage = m.validation_too_short): FieldRule {
  return (value, locale) => (value.trim().length < min ? message(locale) : undefined);
}

/** The spec's email rule, read literally: no spaces, an @ and a dot. */
export const emailShape: FieldRule = (value, locale) =>
  /\s/.test(value) || !value.includes('@') || !value.includes('.')
    ? m.validation_bad_email(locale)
    : undefined;

export function pattern(re: RegExp, message: RuleMessage): FieldRule {
  return (value, locale) => (re.test(value) ? undefined : message(locale));
}

/** Runs rules in order and returns the first message. */
export function all(...rules: FieldRule[]): FieldRule {
  return (value, locale) => {
    for (const rule of rules) {
      const error = rule(value, locale);
      if (error) return error;
    }
    return undefined;
  };
}

/** Applies a rule per field, writing its messages in `locale`; missing values count as empty text. */
export function validateFields<K extends string>(
  values: Partial<Record<K, unknown>>,
  rules: Record<K, FieldRule>,
  locale: Locale,
): FormErrors<K> {
  const errors: FormErrors<K> = {};
  for (const field of Object.keys(rules) as K[]) {
    const raw = values[field];
    const error = rules[field](raw == null ? '' : String(raw), locale);
    if (error) errors[field] = error;
  }
  return errors;
}

export function isValid(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).every((e) => e === undefined);
}
