import { countries, type SaveResult } from '@rdc/core';
import { useRef } from 'react';
import type { FormEvent } from 'react';
import { Field } from '../ui/Field';
import { SearchSelect } from '../ui/SearchSelect';
import { useForm } from '../ui/useForm';
import type { AddressFieldSpec } from './address-fields';

type CountryOptions = { value: string; label: string }[];
let countryOptions: { byCode: CountryOptions; byName: CountryOptions } | undefined;

/** The country list as options, keyed by code or by name; made when a form first shows it. */
function countryOptionsBy(kind: 'code' | 'name'): CountryOptions {
  countryOptions ??= {
    byCode: countries().map((country) => ({ value: country.code, label: country.name })),
    byName: countries().map((country) => ({ value: country.name, label: country.name })),
  };
  return kind === 'code' ? countryOptions.byCode : countryOptions.byName;
}

export interface AddressFormProps<F extends Record<string, string>> {
  /** Names the form. */
  label: string;
  fields: readonly AddressFieldSpec<F>[];
  initial: F;
  /** Core's rules for this kind of address. */
  validate: (values: F) => Partial<Record<string, string>>;
  onSave: (values: F) => Promise<SaveResult<F>>;
  /** "Back to address selection". */
  onBack?: () => void;
  submitLabel?: string;
}

/** An address form: every field required, messages on blur and after a submit; the country from the list. */
export function AddressForm<F extends Record<string, string>>({
  label,
  fields,
  initial,
  validate,
  onSave,
  onBack,
  submitLabel = 'Save address',
}: AddressFormProps<F>) {
  const form = useForm<F, string>(initial, validate);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (
      !form.focusFirstError(
        formRef.current,
        fields.map((field) => field.name),
      )
    )
      return;
    await onSave(form.values);
  };

  return (
    <form className="address-form" aria-label={label} onSubmit={submit} noValidate ref={formRef}>
      {onBack && (
        <button type="button" className="link-button address-form__back" onClick={onBack}>
          Back to address selection
        </button>
      )}
      <div className="address-form__grid">
        {fields.map((field) =>
          field.kind === 'country' || field.kind === 'country-name' ? (
            <SearchSelect
              key={field.name}
              label={field.label}
              options={countryOptionsBy(field.kind === 'country' ? 'code' : 'name')}
              {...form.text(field.name)}
            />
          ) : (
            <Field
              key={field.name}
              label={field.label}
              type={field.kind === 'phone' ? 'tel' : 'text'}
              inputMode={field.kind === 'phone' ? 'numeric' : undefined}
              autoComplete={field.autoComplete}
              {...form.text(field.name)}
            />
          ),
        )}
      </div>
      <button type="submit" className="rdc-button">
        {submitLabel}
      </button>
    </form>
  );
}
