import type { FocusEvent, ReactNode, Ref } from 'react';
import { FieldError, useFieldIds } from './field-control';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  error?: string | undefined;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it and its error below. */
export function Checkbox({ label, checked, onChange, onBlur, error, name, inputRef }: CheckboxProps) {
  const { id, errorId, tie } = useFieldIds(error);
  return (
    <div className="field">
      <div className="checkbox">
        <input
          {...tie}
          ref={inputRef}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
