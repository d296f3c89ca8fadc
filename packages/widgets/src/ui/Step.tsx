import { useId } from 'react';
import type { ReactNode } from 'react';

export interface StepProps {
  number: number;
  title: string;
  /** The step's content shows while it is open. */
  open: boolean;
  /** A header click: the caller decides which step shows. */
  onToggle: () => void;
  /** Shown but not openable (the delivery step of a plans-and-coins cart). */
  disabled?: boolean;
  children: ReactNode;
}

/** One collapsible, numbered step of the checkout: a heading with a disclosure button, then its content. */
export function Step({ number, title, open, onToggle, disabled = false, children }: StepProps) {
  const id = useId();
  return (
    <section className={`step${open ? ' step--open' : ''}${disabled ? ' step--disabled' : ''}`} part="step" aria-labelledby={`${id}-title`}>
      <h2 className="step__heading">
        <button
          type="button"
          className="step__toggle"
          id={`${id}-title`}
          aria-expanded={open}
          aria-controls={`${id}-content`}
          aria-disabled={disabled || undefined}
          aria-label={`Step ${number}: ${title}`}
          onClick={onToggle}
        >
          <span className="step__number" aria-hidden="true">
            {number}
          </span>
          <span className="step__title">{title}</span>
        </button>
      </h2>
      <div className="step__content" id={`${id}-content`} hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
