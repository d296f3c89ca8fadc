import { useState } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { Field } from './Field';
import type { FieldProps } from './Field';

export type PasswordFieldProps = Omit<FieldProps, 'type' | 'addon'>;

/** A password input with a show/hide toggle ("Password fields have a show or hide toggle"). */
export function PasswordField(props: PasswordFieldProps) {
  const locale = useLocale();
  const [shown, setShown] = useState(false);
  // English writes the field's name in lower case inside the sentence; German keeps its nouns' capitals.
  const field =
    typeof props.label !== 'string'
      ? m.ui_password_field(locale)
      : locale === 'en'
        ? props.label.toLowerCase()
        : props.label;
  return (
    <Field
      autoComplete="current-password"
      {...props}
      type={shown ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="field__toggle"
          aria-pressed={shown}
          aria-label={
            shown ? m.ui_password_hide_field(locale, { field }) : m.ui_password_show_field(locale, { field })
          }
          onClick={() => setShown((value) => !value)}
        >
          {shown ? m.ui_password_hide(locale) : m.ui_password_show(locale)}
        </button>
      }
    />
  );
}
