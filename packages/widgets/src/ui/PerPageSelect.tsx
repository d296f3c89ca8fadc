import { useId } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

export interface PerPageSelectProps {
  /** The choices (core's PER_PAGE: 6, 12, 18 for the marketplace; 5, 10, 15 for subscriptions). */
  options: readonly number[];
  value: number;
  /** The caller resets to page 0 ("changing per-page resets to page 0"). */
  onChange: (perPage: number) => void;
  /** The control's name; 'Per page' (in the reader's language) unless told. */
  label?: string;
}

/** The per-page selector of a paged list: a labelled native dropdown. */
export function PerPageSelect({ options, value, onChange, label }: PerPageSelectProps) {
  const locale = useLocale();
  const id = useId();
  return (
    <div className="per-page" part="per-page">
      <label className="per-page__label" htmlFor={id}>
        {label ?? m.ui_per_page(locale)}
      </label>
      <select
        id={id}
        className="per-page__select"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
