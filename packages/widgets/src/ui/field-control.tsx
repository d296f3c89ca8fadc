import { useId } from 'react';
import type { ChangeEvent } from 'react';

/** The ids that tie a form control to its label and error text, and the control's side of the tie. */
export function useFieldIds(error: string | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  return {
    id,
    errorId,
    tie: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined },
  };
}

/** What a text input or a dropdown takes besides its own attributes: the tie, its class, the value and the change. */
export function useValueControl(value: string, onChange: (value: string) => void, error: string | undefined) {
  const { id, errorId, tie } = useFieldIds(error);
  const control = {
    ...tie,
    className: 'field__control',
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(event.target.value),
  };
  return { id, errorId, control };
}

/** The error text under a control (announced as it appears). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="field__error" id={id} role="alert">
      {error}
    </p>
  );
}
