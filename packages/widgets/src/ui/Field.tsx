import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field; the control is then marked invalid. */
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** Something after the control on its row (a show/hide toggle). */
  addon?: ReactNode;
}

/** A labelled text input with its error text, tied together for assistive technology. */
export function Field({ label, value, onChange, error, inputRef, addon, className, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = (
    <input
      {...input}
      ref={inputRef}
      id={id}
      className="field__control"
      value={value}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {addon ? (
        <div className="field__row">
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
