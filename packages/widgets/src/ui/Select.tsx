import { useId } from 'react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id'> {
  label: ReactNode;
  /** Hide the label visually (it still names the control), for dropdowns whose placeholder says it all. */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The empty first choice, shown while nothing is chosen. */
  placeholder?: string;
  error?: string | undefined;
  selectRef?: Ref<HTMLSelectElement>;
}

/** A labelled native dropdown with its error text. */
export function Select({ label, hideLabel, value, onChange, options, placeholder, error, selectRef, className, ...select }: SelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className={hideLabel ? 'field__label rdc-visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      <select
        {...select}
        ref={selectRef}
        id={id}
        className="field__control"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
