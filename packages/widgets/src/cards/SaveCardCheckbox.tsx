import { $saveCardRequired, REQUIRED_FOR_SUBSCRIPTIONS } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';

export interface SaveCardCheckboxProps {
  /** The player's choice; ignored (shown checked) while saving is required. */
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * "Save card", checked by default. "Saving the card is mandatory, labelled Required For
 * Subscriptions, when any lot in the cart or modal is a subscription": then it is locked on.
 */
export function SaveCardCheckbox({ checked, onChange }: SaveCardCheckboxProps) {
  const required = useStore($saveCardRequired);
  const id = useId();
  const locale = useLocale();
  return (
    <div className="checkbox card-form__save">
      <input
        type="checkbox"
        id={`${id}-save`}
        name="save_card"
        checked={required || checked}
        disabled={required}
        aria-describedby={required ? `${id}-note` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={`${id}-save`}>{m.cards_save(locale)}</label>
      {required && (
        <span id={`${id}-note`} className="card-form__note">
          {REQUIRED_FOR_SUBSCRIPTIONS(locale)}
        </span>
      )}
    </div>
  );
}
