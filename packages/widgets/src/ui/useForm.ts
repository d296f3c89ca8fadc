import { useState } from 'react';
import type { FocusEvent } from 'react';
import type { Locale } from '@rdc/core';
import { useLocale } from '../platform/use-locale';

type Errors<K extends string> = Partial<Record<K, string>>;

/**
 * Whether a pointer is pressed right now. A field left by a press elsewhere shows its message only
 * once the press ends: a message appearing between the press and the release moves what was pressed
 * (a checkbox's label, a link) from under the pointer, and the click is lost.
 */
let pressed = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => (pressed = true), true);
  for (const end of ['pointerup', 'pointercancel'])
    window.addEventListener(end, () => (pressed = false), true);
}
/** Runs `mark` now, or after the press that is under way has ended (and its click been sent). */
function afterPress(mark: () => void): void {
  if (!pressed) return mark();
  const release = () => setTimeout(mark);
  window.addEventListener('pointerup', release, { once: true, capture: true });
  window.addEventListener('pointercancel', release, { once: true, capture: true });
}

/**
 * Form state for the account and address forms: the values, and the errors of the fields the user
 * has left ("validates on blur") or of every field after a submit. The rules are core's validators,
 * writing their messages in the widget's language.
 */
export function useForm<V extends object, K extends string>(
  initial: V | (() => V),
  validate: (values: V, locale: Locale) => Errors<K>,
) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const all = validate(values, useLocale());
  const errors: Errors<K> = {};
  for (const key of Object.keys(all) as K[]) if (submitted || touched.has(key)) errors[key] = all[key];

  const set = <F extends keyof V>(field: F, value: V[F]) =>
    setValues((current) => ({ ...current, [field]: value }));
  /**
   * The field was left: its error shows from now on. Not when the focus goes to a button
   * outside the field (Register, a view switch): a message appearing then would move the button
   * away from under the pointer, and the button's own action decides what to show.
   */
  const blur = (field: K, event?: FocusEvent) => {
    const next = event?.relatedTarget as HTMLElement | null | undefined;
    const own = event?.currentTarget instanceof Element ? event.currentTarget.closest('.field') : null;
    if (next?.tagName === 'BUTTON' && !own?.contains(next)) return;
    afterPress(() => setTouched((current) => (current.has(field) ? current : new Set([...current, field]))));
  };

  return {
    values,
    errors,
    set,
    blur,
    /** A text field's props: its name, value, change, blur and error (`<Field {...form.text('email')} />`). */
    text(field: K & keyof V) {
      return {
        name: field,
        value: (values[field] as string | undefined) ?? '',
        onChange: (value: string) => set(field, value as V[typeof field]),
        onBlur: (event: FocusEvent) => blur(field, event),
        error: errors[field],
      };
    },
    /** Shows every error; returns them (empty when the form is valid). */
    touchAll(): Errors<K> {
      setSubmitted(true);
      return all;
    },
    /**
     * Shows every error and focuses the first invalid field of `order`, found by its name inside
     * `form`; true when the form is valid (what a submit checks before it sends).
     */
    focusFirstError(form: HTMLElement | null, order: readonly K[]): boolean {
      setSubmitted(true);
      const first = order.find((field) => all[field]);
      if (first !== undefined) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return first === undefined;
    },
    reset(next: V) {
      setValues(next);
      setTouched(new Set());
      setSubmitted(false);
    },
  };
}
