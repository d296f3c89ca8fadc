import { validateProviderCardFields } from '@rdc/core';
import type { Locale, ProviderCardFields as ProviderCardValues } from '@rdc/core';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { Field } from '../ui/Field';
import { useForm } from '../ui/useForm';

type ProviderField = keyof ProviderCardValues;

type Text = (locale: Locale) => string;

// The sample number and the CVC hint read the same in every language; the expiry's letters do not.
const FIELDS: { name: ProviderField; label: Text; autoComplete: string; placeholder: Text }[] = [
  {
    name: 'number',
    label: m.cards_number,
    autoComplete: 'cc-number',
    placeholder: () => '1234 1234 1234 1234',
  },
  { name: 'expiry', label: m.cards_expiry, autoComplete: 'cc-exp', placeholder: m.cards_expiry_placeholder },
  { name: 'security_code', label: m.cards_security_code, autoComplete: 'cc-csc', placeholder: () => 'CVC' },
];

export type ProviderFieldsState = ReturnType<typeof useProviderCardFields>;

/** The provider's own state for its fields, with its own rules (not the widgets' card-form rules). */
export function useProviderCardFields(initial: ProviderCardValues) {
  return useForm<ProviderCardValues, ProviderField>(initial, (values, locale) =>
    validateProviderCardFields(values, locale),
  );
}

/**
 * The sandbox's stand-in for Stripe's card fields, shown when the page has no Stripe.js: number,
 * expiry and security code, checked by the provider and not by the widget's form
 * (accounts-cart-checkout.md §5). A group of its own, so it reads as the provider's part of the form.
 */
export function ProviderCardFields({ fields }: { fields: ProviderFieldsState }) {
  const locale = useLocale();
  return (
    <fieldset className="provider-fields" part="provider-fields">
      <legend className="field__label">{m.cards_sandbox_fields(locale)}</legend>
      <div className="card-form__grid">
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            name={`provider-${field.name}`}
            label={field.label(locale)}
            autoComplete={field.autoComplete}
            inputMode="numeric"
            placeholder={field.placeholder(locale)}
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
