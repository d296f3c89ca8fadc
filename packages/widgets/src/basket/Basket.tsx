import {
  $checkoutStep,
  $continueDisabled,
  $deliveryStepDisabled,
  $isLoggedIn,
  $showAuthBlock,
  continueCheckout,
  openStep,
  startCheckout,
} from '@rdc/core';
import type { CheckoutStep } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { AuthSurface } from '../auth/Auth';
import { AddCardModal } from '../cards/AddCardModal';
import * as m from '../generated/messages';
import { Summary } from '../checkout/Summary';
import { useLocale } from '../platform/use-locale';
import { ResultModals } from '../result-modals/ResultModals';
import { lazyView } from '../ui/lazyView';
import { Step } from '../ui/Step';
import { useSurface } from '../ui/useSurface';
import { AuthBlock } from '../auth/AuthBlock';
import { CartLines } from './CartLines';

// Steps 2 and 3 (address book, saved cards) are chunks of their own, fetched when a step opens:
// most visits to a basket end on step 1, and a partner page pays for them only if the player goes on.
const Delivery = lazyView(() => import('../checkout/DeliveryStep').then((module) => module.DeliveryStep));
const Payment = lazyView(() => import('../checkout/PaymentStep').then((module) => module.PaymentStep));

export interface BasketProps {
  /** Prefix of the product detail links (a partner page points them at the store). Default '' (same site). */
  productBase?: string;
}

/**
 * `<rdc-basket>`, the /basket page: the three collapsible, numbered steps (Your Cart, Delivery
 * information, Payment) and the summary panel. The steps follow core's rules for guests and
 * logged-in users; the component only renders them.
 */
export function Basket({ productBase = '' }: BasketProps) {
  const step = useStore($checkoutStep);
  const loggedIn = useStore($isLoggedIn);
  const showAuthBlock = useStore($showAuthBlock);
  const continueDisabled = useStore($continueDisabled);
  const deliveryDisabled = useStore($deliveryStepDisabled);
  const showsAuth = useSurface('auth');
  const locale = useLocale();

  useEffect(() => startCheckout(), []);
  // Past step 1 the player is checking out: the payment step loads while they fill in the delivery.
  useEffect(() => {
    if (step > 1) Payment.preload();
  }, [step]);

  const toggle = (target: CheckoutStep) => () => openStep(target === step && target !== 1 ? 1 : target);

  return (
    <div className="basket" part="basket">
      <h1 className="basket__title">{m.basket_title(locale)}</h1>
      <div className="basket__layout">
        <div className="basket__steps">
          <Step number={1} title={m.basket_step_cart(locale)} open={step === 1} onToggle={toggle(1)}>
            <CartLines productBase={productBase} />
            {showAuthBlock && (
              <AuthBlock prompt={m.basket_sign_in_prompt(locale)} label={m.basket_sign_in_label(locale)} />
            )}
            <button
              type="button"
              className="rdc-button step__continue"
              part="continue"
              disabled={continueDisabled}
              onClick={() => continueCheckout()}
            >
              {m.basket_continue(locale)}
            </button>
          </Step>
          <Step
            number={2}
            title={m.basket_step_delivery(locale)}
            open={step === 2}
            disabled={deliveryDisabled}
            onToggle={toggle(2)}
          >
            <Delivery.View />
          </Step>
          <Step number={3} title={m.basket_step_payment(locale)} open={step === 3} onToggle={toggle(3)}>
            {loggedIn && <Payment.View />}
          </Step>
        </div>
        <Summary />
      </div>
      <AddCardModal />
      <ResultModals />
      {showsAuth && <AuthSurface />}
    </div>
  );
}
