import { countries, type Locale, type SaveResult } from '@rdc/core';
import { useMemo, useRef } from 'react';
import type { FormEvent } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { Field } from '../ui/Field';
import { SearchSelect } from '../ui/SearchSelect';
import { useForm } from '../ui/useForm';
import type { AddressFieldSpec } from './address-fields';

export interface AddressFormProps<F extends Record<string, string>> {
  /** Names the form. */
  label: string;
  fields: readonly AddressFieldSpec<F>[];
  initial: F;
  /** Core's rules for this kind of address. */
  validate: (values: F, locale: Locale) => Partial<Record<string, string>>;
  onSave: (values: F, locale: Locale) => Promise<SaveResult<F>>;
  /** "Back to address selection". */
  onBack?: () => void;
  /** Default "Save address". */
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
  submitLabel,
}: AddressFormProps<F>) {
  const form = useForm<F, string>(initial, validate);
  const formRef = useRef<HTMLFormElement>(null);
  const locale = useLocale();
  // The country list as options, keyed by code or by name, in the reader's language.
  const countryOptions = useMemo(() => {
    const list = countries(locale);
    return {
      country: list.map((country) => ({ value: country.code, label: country.name })),
      'country-name': list.map((country) => ({ value: country.name, label: country.name })),
    };
  }, [locale]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (
      !form.focusFirstError(
        formRef.current,
        fields.map((field) => field.name),
      )
    )
      return;
    await onSave(form.values, locale);
  };

  return (
    <form className="address-form" aria-label={label} onSubmit={submit} noValidate ref={formRef}>
      {onBack && (
        <button type="button" className="link-button address-form__back" onClick={onBack}>
          {m.addresses_back(locale)}
        </button>
      )}
      <div className="address-form__grid">
        {fields.map((field) =>
          field.kind === 'country' || field.kind === 'country-name' ? (
            <SearchSelect
              key={field.name}
              label={field.label(locale)}
              options={countryOptions[field.kind]}
              {...form.text(field.name)}
            />
          ) : (
            <Field
              key={field.name}
              label={field.label(locale)}
              type={field.kind === 'phone' ? 'tel' : 'text'}
              inputMode={field.kind === 'phone' ? 'numeric' : undefined}
              autoComplete={field.autoComplete}
              {...form.text(field.name)}
            />
          ),
        )}
      </div>
      <button type="submit" className="rdc-button">
        {submitLabel ?? m.addresses_save(locale)}
      </button>
    </form>
  );
}
