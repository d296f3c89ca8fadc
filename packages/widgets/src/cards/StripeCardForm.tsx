import { $addingCard, addStripeCard, closeAddCardModal, validateStripeCardForm } from '@rdc/core';
import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { Field } from '../ui/Field';
import { useForm } from '../ui/useForm';

export interface StripeCardFormProps {
  /**
   * Stripe's own card fields, mounted by the host page (Stripe.js), give the payment method id.
   * Without them the form says Stripe is not available here.
   */
  createPaymentMethod?: (cardholder: string) => Promise<string>;
}

/** The Stripe form: only the cardholder name here; the provider's fields validate the rest. */
export function StripeCardForm({ createPaymentMethod }: StripeCardFormProps) {
  const form = useForm({ card_holder: '' }, validateStripeCardForm);
  const adding = useStore($addingCard);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.touchAll().card_holder || !createPaymentMethod) return;
    const result = await addStripeCard(form.values, createPaymentMethod);
    if (result.ok) closeAddCardModal();
  };
  return (
    <form className="card-form" aria-label="Card details" onSubmit={submit} noValidate>
      <Field
        name="card_holder"
        label="Cardholder name"
        autoComplete="cc-name"
        value={form.values.card_holder}
        onChange={(value) => form.set('card_holder', value)}
        onBlur={(event) => form.blur('card_holder', event)}
        error={form.errors.card_holder}
      />
      {!createPaymentMethod && (
        <p className="card-form__note" role="status">
          Stripe card entry is not available on this page. Choose PayPal to add a card.
        </p>
      )}
      <button type="submit" className="rdc-button card-form__submit" disabled={adding || !createPaymentMethod}>
        Add card
      </button>
    </form>
  );
}
