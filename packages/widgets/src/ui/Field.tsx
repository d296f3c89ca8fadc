import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError, useValueControl } from './field-control';

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
  const { id, errorId, control } = useValueControl(value, onChange, error);
  const field = <input {...input} ref={inputRef} {...control} />;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {addon ? (
        <div className="field__row">
          {field}
          {addon}
        </div>
      ) : (
        field
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
