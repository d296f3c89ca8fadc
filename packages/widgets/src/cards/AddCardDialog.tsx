import { $cards, $paymentSystem, backToCardList, choosePaymentSystem, closeAddCardModal } from '@rdc/core';
import type { PaymentSystem } from '@rdc/core';
import { useStore } from '@nanostores/react';
import addressesCss from '../addresses/Addresses.css?inline';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { usePartStyles } from '../platform/use-part-styles';
import controlsCss from '../ui/Controls.css?inline';
import { lazyView } from '../ui/lazyView';
import { Modal } from '../ui/Modal';
import searchSelectCss from '../ui/SearchSelect.css?inline';
import { providerName } from './card-label';
import cardsCss from './Cards.css?inline';
import type { StripeCardFormProps } from './StripeCardForm';

/** The dialog's styles, and those of its forms' billing address book, come with it. */
export const STYLES = [controlsCss, cardsCss, searchSelectCss, addressesCss];

// The card forms (the provider's fields, billing, validation) are fetched when the modal opens.
const PaypalForm = lazyView(() => import('./PaypalCardForm').then((module) => module.PaypalCardForm));
const StripeForm = lazyView(() => import('./StripeCardForm').then((module) => module.StripeCardForm));

const SYSTEMS: readonly PaymentSystem[] = ['paypal', 'stripe'];

/**
 * "Add-card modal: choose a payment system, paypal (preselected) or stripe. A Back to selecting a
 * credit card button shows when the user already has saved cards." Rendered by AddCardModal while
 * it is open.
 */
export function AddCardDialog({ createPaymentMethod }: StripeCardFormProps) {
  usePartStyles(STYLES);
  const system = useStore($paymentSystem);
  const hasCards = useStore($cards).length > 0;
  const locale = useLocale();
  const close = () => {
    backToCardList();
    closeAddCardModal();
  };
  return (
    <Modal
      open
      title={m.cards_add_title(locale)}
      onClose={close}
      className="modal--wide"
      part="add-card-modal"
    >
      {hasCards && (
        <button type="button" className="link-button add-card__back" onClick={close}>
          {m.cards_back(locale)}
        </button>
      )}
      <fieldset className="add-card__systems">
        <legend className="field__label">{m.cards_payment_system(locale)}</legend>
        {SYSTEMS.map((option) => (
          <label key={option} className="add-card__system">
            <input
              type="radio"
              name="payment-system"
              value={option}
              checked={system === option}
              onChange={() => choosePaymentSystem(option)}
            />
            {providerName(option, locale)}
          </label>
        ))}
      </fieldset>
      {system === 'paypal' ? (
        <PaypalForm.View />
      ) : (
        <StripeForm.View createPaymentMethod={createPaymentMethod} />
      )}
    </Modal>
  );
}
