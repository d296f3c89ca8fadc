import { useState } from 'react';
import { Field } from './Field';
import type { FieldProps } from './Field';

export type PasswordFieldProps = Omit<FieldProps, 'type' | 'addon'>;

/** A password input with a show/hide toggle ("Password fields have a show or hide toggle"). */
export function PasswordField(props: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const what = typeof props.label === 'string' ? props.label.toLowerCase() : 'password';
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
          aria-label={`${shown ? 'Hide' : 'Show'} ${what}`}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
