import { useId } from 'react';
import type { ReactNode } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

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
  const locale = useLocale();
  const id = useId();
  return (
    <section
      className={`step${open ? ' step--open' : ''}${disabled ? ' step--disabled' : ''}`}
      part="step"
      aria-labelledby={`${id}-title`}
    >
      <h2 className="step__heading">
        <button
          type="button"
          className="step__toggle"
          id={`${id}-title`}
          aria-expanded={open}
          aria-controls={`${id}-content`}
          aria-disabled={disabled || undefined}
          onClick={onToggle}
          data-step={number}
        >
          {/* The number's circle is drawn from data-step in CSS and left out of the name, which is the
              visible title with the words only a screen reader needs: "Step 1: Your Cart". */}
          <span className="step__title">
            <span className="rdc-visually-hidden">{m.ui_step_number(locale, { number })}</span> {title}
          </span>
        </button>
      </h2>
      <div className="step__content" id={`${id}-content`} hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
