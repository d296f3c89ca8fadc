import { validateProviderCardFields } from '@rdc/core';
import type { ProviderCardFields as ProviderCardValues } from '@rdc/core';
import { Field } from '../ui/Field';
import { useForm } from '../ui/useForm';

type ProviderField = keyof ProviderCardValues;

const FIELDS: { name: ProviderField; label: string; autoComplete: string; placeholder: string }[] = [
  { name: 'number', label: 'Card number', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234' },
  { name: 'expiry', label: 'Expiry (MM / YY)', autoComplete: 'cc-exp', placeholder: 'MM / YY' },
  { name: 'security_code', label: 'Security code', autoComplete: 'cc-csc', placeholder: 'CVC' },
];

export type ProviderFieldsState = ReturnType<typeof useProviderCardFields>;

/** The provider's own state for its fields, with its own rules (not the widgets' card-form rules). */
export function useProviderCardFields(initial: ProviderCardValues) {
  return useForm<ProviderCardValues, ProviderField>(initial, (values) => validateProviderCardFields(values));
}

/**
 * The sandbox's stand-in for Stripe's card fields, shown when the page has no Stripe.js: number,
 * expiry and security code, checked by the provider and not by the widget's form
 * (accounts-cart-checkout.md §5). A group of its own, so it reads as the provider's part of the form.
 */
export function ProviderCardFields({ fields }: { fields: ProviderFieldsState }) {
  return (
    <fieldset className="provider-fields" part="provider-fields">
      <legend className="field__label">Card (Stripe sandbox)</legend>
      <div className="card-form__grid">
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            name={`provider-${field.name}`}
            label={field.label}
            autoComplete={field.autoComplete}
            inputMode="numeric"
            placeholder={field.placeholder}
            value={fields.values[field.name]}
            onChange={(value) => fields.set(field.name, value)}
            onBlur={(event) => fields.blur(field.name, event)}
            error={fields.errors[field.name]}
          />
        ))}
      </div>
    </fieldset>
  );
}
