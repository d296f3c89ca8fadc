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
import type { CardFormValues } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { BillingAddresses } from '../addresses/BillingAddresses';
import { Field } from '../ui/Field';
import { useForm } from '../ui/useForm';
import { SaveCardCheckbox } from './SaveCardCheckbox';

const CARD_FIELDS: {
  name: keyof CardFormValues;
  label: string;
  autoComplete: string;
  inputMode?: 'numeric';
}[] = [
  { name: 'number', label: 'Card number', autoComplete: 'cc-number', inputMode: 'numeric' },
  { name: 'month', label: 'Month (MM)', autoComplete: 'cc-exp-month', inputMode: 'numeric' },
  { name: 'year', label: 'Year (YYYY)', autoComplete: 'cc-exp-year', inputMode: 'numeric' },
  { name: 'crc', label: 'CVV', autoComplete: 'cc-csc', inputMode: 'numeric' },
  { name: 'card_holder', label: 'Cardholder name', autoComplete: 'cc-name' },
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
  const chosenBilling = cardBillingAddress(billing);

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
    const result = await addPaypalCard(form.values, chosenBilling, { save });
    if (result.ok) closeAddCardModal();
  };

  return (
    <div className="card-form">
      <form id="paypal-card-form" aria-label="Card details" onSubmit={submit} noValidate ref={formRef}>
        <div className="card-form__grid">
          {CARD_FIELDS.map((field) => (
            <Field
              key={field.name}
              label={field.label}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              {...form.text(field.name)}
            />
          ))}
        </div>
        <SaveCardCheckbox checked={save} onChange={setSave} />
      </form>
      <section className="card-form__billing" aria-label="Billing address">
        <h3 className="card-form__heading">Billing address</h3>
        <BillingAddresses />
      </section>
      {billingView === 'list' && (
        <>
          {!chosenBilling && <p className="card-form__note">Add a billing address to save the card.</p>}
          <button
            type="submit"
            form="paypal-card-form"
            className="rdc-button card-form__submit"
            disabled={adding || !chosenBilling}
          >
            Add card
          </button>
        </>
      )}
    </div>
  );
}
