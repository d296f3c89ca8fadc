import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldError, useValueControl } from './field-control';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value' | 'id'
> {
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
export function Select({
  label,
  hideLabel,
  value,
  onChange,
  options,
  placeholder,
  error,
  selectRef,
  className,
  ...select
}: SelectProps) {
  const { id, errorId, control } = useValueControl(value, onChange, error);
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className={hideLabel ? 'field__label rdc-visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      <select {...select} ref={selectRef} {...control}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
