import { Messages } from './messages';

/** A field rule returns the error message, or undefined when the value passes. */
export type FieldRule = (value: string) => string | undefined;

/** Errors by field name; an empty object means the form is valid. */
export type FormErrors<K extends string> = Partial<Record<K, string>>;

export const required: FieldRule = (value) => (value.trim() === '' ? Messages.required : undefined);

export function minLength(min: number, message: string = Messages.tooShort): FieldRule {
  return (value) => (value.trim().length < min ? message : undefined);
}

/** The spec's email rule, read literally: no spaces, an @ and a dot. */
export const emailShape: FieldRule = (value) =>
  /\s/.test(value) || !value.includes('@') || !value.includes('.') ? Messages.badEmail : undefined;

export function pattern(re: RegExp, message: string): FieldRule {
  return (value) => (re.test(value) ? undefined : message);
}

/** Runs rules in order and returns the first message. */
export function all(...rules: FieldRule[]): FieldRule {
  return (value) => {
    for (const rule of rules) {
      const error = rule(value);
      if (error) return error;
    }
    return undefined;
  };
}

/** Applies a rule per field; missing values count as empty text. */
export function validateFields<K extends string>(
  values: Partial<Record<K, unknown>>,
  rules: Record<K, FieldRule>,
): FormErrors<K> {
  const errors: FormErrors<K> = {};
  for (const field of Object.keys(rules) as K[]) {
    const raw = values[field];
    const error = rules[field](raw == null ? '' : String(raw));
    if (error) errors[field] = error;
  }
  return errors;
}

export function isValid(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).every((e) => e === undefined);
}
