import { useId } from 'react';
import type { FocusEvent, ReactNode, Ref } from 'react';

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
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <div className="checkbox">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
