import {
  $addingCard,
  SAMPLE_CARD,
  addPaypalCard,
  billingAddresses,
  cardBillingAddress,
  closeAddCardModal,
  startPaypalSession,
  stopPaypalSession,
  validateCardForm,
} from '@rdc/core';
import type { CardFormValues, Locale } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { BillingAddresses } from '../addresses/BillingAddresses';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { Field } from '../ui/Field';
import { useForm } from '../ui/useForm';
import { SaveCardCheckbox } from './SaveCardCheckbox';

const CARD_FIELDS: {
  name: keyof CardFormValues;
  label: (locale: Locale) => string;
  autoComplete: string;
  inputMode?: 'numeric';
}[] = [
  { name: 'number', label: m.cards_number, autoComplete: 'cc-number', inputMode: 'numeric' },
  { name: 'month', label: m.cards_month, autoComplete: 'cc-exp-month', inputMode: 'numeric' },
  { name: 'year', label: m.cards_year, autoComplete: 'cc-exp-year', inputMode: 'numeric' },
  { name: 'crc', label: m.cards_cvv, autoComplete: 'cc-csc', inputMode: 'numeric' },
  { name: 'card_holder', label: m.cards_holder, autoComplete: 'cc-name' },
];

/**
 * The PayPal card form: number, month, year, CVV and cardholder ("Test sample values are
 * prefilled"), "Save card", and the billing address the card vault needs.
 */
export function PaypalCardForm() {
  const form = useForm<CardFormValues, keyof CardFormValues>(SAMPLE_CARD, validateCardForm);
  const adding = useStore($addingCard);
  const [save, setSave] = useState(true);
  const billing = useStore(billingAddresses.$addresses);
  const billingView = useStore(billingAddresses.$view);
  const formRef = useRef<HTMLFormElement>(null);
  const locale = useLocale();
  const chosenBilling = cardBillingAddress(billing, locale);

  useEffect(() => {
    startPaypalSession().catch(() => undefined);
    return () => stopPaypalSession();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (
      !form.focusFirstError(
        formRef.current,
        CARD_FIELDS.map((field) => field.name),
      )
    )
      return;
    if (!chosenBilling) return;
    const result = await addPaypalCard(form.values, chosenBilling, locale, { save });
    if (result.ok) closeAddCardModal();
  };

  return (
    <div className="card-form">
      <form
        id="paypal-card-form"
        aria-label={m.cards_details(locale)}
        onSubmit={submit}
        noValidate
        ref={formRef}
      >
        <div className="card-form__grid">
          {CARD_FIELDS.map((field) => (
            <Field
              key={field.name}
              label={field.label(locale)}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              {...form.text(field.name)}
            />
          ))}
        </div>
        <SaveCardCheckbox checked={save} onChange={setSave} />
      </form>
      <section className="card-form__billing" aria-label={m.cards_billing_address(locale)}>
        <h3 className="card-form__heading">{m.cards_billing_address(locale)}</h3>
        <BillingAddresses />
      </section>
      {billingView === 'list' && (
        <>
          {!chosenBilling && <p className="card-form__note">{m.cards_billing_needed(locale)}</p>}
          <button
            type="submit"
            form="paypal-card-form"
            className="rdc-button card-form__submit"
            disabled={adding || !chosenBilling}
          >
            {m.cards_add_card(locale)}
          </button>
        </>
      )}
    </div>
  );
}
