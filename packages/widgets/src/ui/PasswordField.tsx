import { useState } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { Field } from './Field';
import type { FieldProps } from './Field';

export interface PasswordFieldProps extends Omit<FieldProps, 'type' | 'addon'> {
  /** The toggle's names, each a whole sentence from a catalogue. Default "Show password" and "Hide password". */
  toggleNames?: { show: string; hide: string };
}

/** A password input with a show/hide toggle ("Password fields have a show or hide toggle"). */
export function PasswordField({ toggleNames, ...props }: PasswordFieldProps) {
  const locale = useLocale();
  const [shown, setShown] = useState(false);
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
            shown
              ? (toggleNames?.hide ?? m.ui_password_hide_field(locale))
              : (toggleNames?.show ?? m.ui_password_show_field(locale))
          }
          onClick={() => setShown((value) => !value)}
        >
          {shown ? m.ui_password_hide(locale) : m.ui_password_show(locale)}
        </button>
      }
    />
  );
}
