import {
  $addingCard,
  $hostStripe,
  EMPTY_PROVIDER_FIELDS,
  addStripeCard,
  billingAddresses,
  cardBillingAddress,
  closeAddCardModal,
  realStripe,
  stripePaymentMethodOf,
  validateStripeCardForm,
} from '@rdc/core';
import type { StripePaymentMethodFactory } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { Field } from '../ui/Field';
import { useForm } from '../ui/useForm';
import { ProviderCardFields, useProviderCardFields } from './ProviderCardFields';
import { SaveCardCheckbox } from './SaveCardCheckbox';

export interface StripeCardFormProps {
  /**
   * A host's real Stripe.js (its own fields mounted on the host page) gives the payment method id;
   * `configureStripe` in core does the same for every widget. Without either, the sandbox's
   * stand-in plays the provider: its fields here, its vault at the sandbox.
   */
  createPaymentMethod?: StripePaymentMethodFactory;
}

/**
 * The Stripe form: "requires only a cardholder name"; the provider's fields validate the rest
 * (accounts-cart-checkout.md §5).
 */
export function StripeCardForm({ createPaymentMethod }: StripeCardFormProps) {
  const form = useForm({ card_holder: '' }, validateStripeCardForm);
  const provider = useProviderCardFields(EMPTY_PROVIDER_FIELDS);
  const adding = useStore($addingCard);
  const hostStripe = useStore($hostStripe);
  const billing = useStore(billingAddresses.$addresses);
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const [save, setSave] = useState(true);
  const real = realStripe(createPaymentMethod, hostStripe);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const holderError = form.touchAll().card_holder;
    const providerErrors = real ? {} : provider.touchAll();
    const firstProviderError = (['number', 'expiry', 'security_code'] as const).find(
      (name) => providerErrors[name],
    );
    const invalid = holderError
      ? 'card_holder'
      : firstProviderError
        ? `provider-${firstProviderError}`
        : null;
    if (invalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    const paymentMethod = stripePaymentMethodOf(real, {
      fields: provider.values,
      billing: cardBillingAddress(billing, locale),
    });
    const result = await addStripeCard(form.values, paymentMethod, locale, { save });
    if (result.ok) closeAddCardModal();
  };

  return (
    <form
      className="card-form"
      aria-label={m.cards_details(locale)}
      onSubmit={submit}
      noValidate
      ref={formRef}
    >
      <Field label={m.cards_holder(locale)} autoComplete="cc-name" {...form.text('card_holder')} />
      {!real && <ProviderCardFields fields={provider} />}
      <SaveCardCheckbox checked={save} onChange={setSave} />
      <button type="submit" className="rdc-button card-form__submit" disabled={adding}>
        {m.cards_add_card(locale)}
      </button>
    </form>
  );
}
