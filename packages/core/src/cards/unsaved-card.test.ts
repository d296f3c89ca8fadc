// @vitest-environment jsdom
// "Saving the card is mandatory, labelled Required For Subscriptions, when any lot in the cart or
// modal is a subscription." Otherwise saving is the player's choice: a card not saved is vaulted,
// paid with, and kept only in the page until paid with, deleted or logged out.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '../account/login';
import { closeBuyNow, openBuyNow } from '../buy-now/store';
import { addToCart, clearCart } from '../cart/actions';
import { cartSynced } from '../cart/sync';
import { placeBuyNowOrder, placeOrder } from '../checkout/place-order';
import { startCheckout } from '../checkout/store';
import { resetPayment } from '../payment/state';
import { logout } from '../session/page-session';
import { useShop, type ShopCard } from '../../test/shop-server';
import { answerConfirmation, $confirmation } from '../overlays/confirmation';
import { closeErrorModal, closePurchaseModal } from '../overlays/modals';
import { addPaypalCard, addStripeCard, savesCard, stopPaypalSession } from './add-card';
import {
  $cards,
  $selectedCardId,
  deleteCard,
  forgetUnsavedCard,
  loadCards,
  makeCardDefault,
  resetCards,
} from './store';
import { paymentMethodDetails } from './stripe-payment-method';
import { asSavedCard, brandOfNumber, isUnsavedCard, unsavedCard } from './unsaved-card';

const RULE =
  '"Saving the card is mandatory, labelled Required For Subscriptions, when any lot in the cart or modal is a subscription."';
const form = {
  number: '5555 5555 5555 4444',
  month: '08',
  year: '2031',
  crc: '123',
  card_holder: 'Jane Doe',
};
const billing = { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '73301', country_code: 'US' };
const savedDefault: ShopCard = {
  payment_method_id: 'pm_saved',
  payment: 'stripe',
  brand: 'visa',
  last4: '4242',
  exp_month: 1,
  exp_year: 2030,
  priority: '1',
};
const ship = { id: 1, title: 'Ship', lot_type: 'item' as const, price: { USD: 1000 } };
const sub = { id: 4, title: 'Pilot', lot_type: 'subscription' as const, price: { USD: 999 } };

const shop = await useShop({ lots: [ship, sub] });
beforeEach(async () => {
  shop.cards.set(1, [{ ...savedDefault }]);
  await login({ alias: 'demo', password: 'demo1234' }, 'en');
  await cartSynced();
  await loadCards();
});
afterEach(async () => {
  await clearCart();
  await cartSynced();
  stopPaypalSession();
  logout();
  await cartSynced();
  resetCards();
  closeBuyNow();
  closeErrorModal();
  closePurchaseModal();
  resetPayment();
  startCheckout();
  shop.carts.clear();
  shop.payments.clear();
  shop.server.requests.length = 0;
  vi.restoreAllMocks();
});

const ids = () => $cards.get().map((card) => card.payment_method_id);

describe(`paying with a card without saving it: ${RULE}`, () => {
  it("without a subscription saving is the player's choice, and saving stays the default", () => {
    expect(savesCard()).toBe(true);
    expect(savesCard({ save: true })).toBe(true);
    expect(savesCard({ save: false })).toBe(false);
  });

  it('PayPal, not saved: vaulted, no add_card; the card joins the list as unsaved, named from the form, and is selected', async () => {
    const result = await addPaypalCard(form, billing, 'en', { save: false });
    expect(result.ok).toBe(true);
    expect(shop.calls('/__vault/paypal/cards')).toHaveLength(1);
    expect(shop.calls('/payment_paypal/add_card')).toHaveLength(0);
    const card = $cards.get().at(-1)!;
    expect(card).toMatchObject({
      payment: 'paypal',
      customer_id: 'cust-1',
      brand: 'mastercard',
      last4: '4444',
      exp_month: 8,
      exp_year: 2031,
      unsaved: true,
    });
    expect(card.priority).not.toBe('1');
    expect(card.payment_method_id).toMatch(/^vault-/);
    expect($selectedCardId.get()).toBe(card.payment_method_id);
  });

  it("Stripe, not saved: named from the payment method's card; a bare id gives an honest unknown card", async () => {
    const stripeMethod = vi.fn(async () => ({
      id: 'pm_new',
      card: { brand: 'amex', last4: '0005', exp_month: 3, exp_year: 2032 },
    }));
    await addStripeCard({ card_holder: 'Jane Doe' }, stripeMethod, 'en', { save: false });
    expect($cards.get().find((c) => c.payment_method_id === 'pm_new')).toMatchObject({
      brand: 'american_express',
      last4: '0005',
      exp_month: 3,
      exp_year: 2032,
      unsaved: true,
    });
    await addStripeCard({ card_holder: 'Jane Doe' }, async () => 'pm_bare', 'en', { save: false });
    expect($cards.get().find((c) => c.payment_method_id === 'pm_bare')).toMatchObject({
      brand: 'other',
      last4: '',
      exp_month: 0,
      exp_year: 0,
      unsaved: true,
    });
    expect($selectedCardId.get()).toBe('pm_bare');
    expect(shop.calls('/payment_stripe/add_card')).toHaveLength(0);
  });

  it(`${RULE}: with a subscription in the cart the card is saved whatever the box said`, async () => {
    await addToCart(sub).synced;
    expect(savesCard({ save: false })).toBe(true);
    await addPaypalCard(form, billing, 'en', { save: false });
    await addStripeCard({ card_holder: 'Jane Doe' }, async () => 'pm_sub', 'en', { save: false });
    expect(shop.calls('/payment_paypal/add_card')).toHaveLength(1);
    expect(shop.calls('/payment_stripe/add_card').map((r) => r.json)).toEqual([
      { payment_method_id: 'pm_sub' },
    ]);
    expect($cards.get().some(isUnsavedCard)).toBe(false);
  });

  it(`${RULE}: a subscription in the buy-now modal makes it mandatory too`, async () => {
    openBuyNow(sub);
    await addStripeCard({ card_holder: 'Jane Doe' }, async () => 'pm_modal', 'en', { save: false });
    expect(shop.calls('/payment_stripe/add_card')).toHaveLength(1);
  });

  it('the unsaved flag is never sent: the payment carries only token_id, payment, products and the charge shown; after success the card leaves the list', async () => {
    await addToCart(ship).synced;
    await addStripeCard({ card_holder: 'Jane Doe' }, async () => 'pm_once', 'en', { save: false });
    await placeOrder();
    expect(shop.calls('/payment_card/pay')[0]?.json).toEqual({
      token_id: 'pm_once',
      payment: 'stripe',
      product: [{ lot_type: 'item', count: 1, lot_id: 1, currency: 'USD' }],
      expected: { USD: ship.price.USD, RDC: 0 },
    });
    expect(ids()).toEqual(['pm_saved']);
    expect($selectedCardId.get()).toBe('pm_saved');
  });

  it('buy now: after a successful payment the unsaved card leaves the list', async () => {
    await addStripeCard({ card_holder: 'Jane Doe' }, async () => 'pm_buy', 'en', { save: false });
    openBuyNow(ship);
    await placeBuyNowOrder();
    expect(shop.calls('/payment_card/pay')[0]?.json).toMatchObject({ token_id: 'pm_buy' });
    expect(ids()).toEqual(['pm_saved']);
  });

  it('a failed payment keeps the unsaved card for another try', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await addToCart(ship).synced;
    await addStripeCard({ card_holder: 'Jane Doe' }, async () => 'pm_retry', 'en', { save: false });
    shop.failNext('/payment_card/pay', 402, { code: 1003, message: 'declined' });
    await placeOrder();
    expect(ids()).toContain('pm_retry');
  });

  it('deleting an unsaved card asks first, then removes it with no server call and clears its selection', async () => {
    await addStripeCard({ card_holder: 'Jane Doe' }, async () => 'pm_drop', 'en', { save: false });
    const no = deleteCard('pm_drop');
    expect($confirmation.get()?.text('en')).toBe('Do you want to delete a credit card?');
    answerConfirmation(false);
    await expect(no).resolves.toBe(false);
    expect(ids()).toContain('pm_drop');
    const yes = deleteCard('pm_drop');
    answerConfirmation(true);
    await expect(yes).resolves.toBe(true);
    expect(ids()).toEqual(['pm_saved']);
    expect($selectedCardId.get()).toBeNull();
    expect(shop.calls('/payment_card/delete')).toHaveLength(0);
  });

  it('an unsaved card cannot be made default: nothing is sent and the default stays', async () => {
    await addStripeCard({ card_holder: 'Jane Doe' }, async () => 'pm_local', 'en', { save: false });
    await expect(makeCardDefault('pm_local')).resolves.toBe(false);
    expect(shop.calls('/payment_card/set_default')).toHaveLength(0);
    expect($cards.get().find((c) => c.priority === '1')?.payment_method_id).toBe('pm_saved');
  });

  it('reloading the list keeps the unsaved card; a logout forgets it', async () => {
    await addStripeCard({ card_holder: 'Jane Doe' }, async () => 'pm_keep', 'en', { save: false });
    await loadCards();
    expect(ids()).toEqual(['pm_saved', 'pm_keep']);
    expect($selectedCardId.get()).toBe('pm_keep');
    logout();
    expect($cards.get()).toEqual([]);
  });

  it('a server answer cannot mark a card unsaved: the flag is local only', async () => {
    shop.cards.set(1, [{ ...savedDefault, unsaved: true } as ShopCard]);
    await loadCards();
    expect($cards.get().some(isUnsavedCard)).toBe(false);
    expect(asSavedCard({ ...savedDefault, brand: 'visa', unsaved: true })).toEqual(savedDefault);
  });

  it('forgetting a saved card is not a thing: only unsaved cards leave after a payment', () => {
    forgetUnsavedCard('pm_saved');
    expect(ids()).toEqual(['pm_saved']);
  });
});

describe('naming a card that is not saved', () => {
  it('brands by number as the vaults do', () => {
    expect(brandOfNumber('4111 1111 1111 1111')).toBe('visa');
    expect(brandOfNumber('2221000000000009')).toBe('mastercard');
    expect(brandOfNumber('378282246310005')).toBe('american_express');
    expect(brandOfNumber('6011111111111117')).toBe('other');
  });

  it('keeps what is known of a payment method and drops what is not believable', () => {
    expect(paymentMethodDetails('pm_x')).toEqual({ payment_method_id: 'pm_x' });
    expect(
      paymentMethodDetails({ id: 'pm_y', card: { brand: 'discover', last4: 1234, exp_month: '3' } }),
    ).toEqual({ payment_method_id: 'pm_y', brand: 'other' });
    expect(paymentMethodDetails({ id: 'pm_z' })).toEqual({ payment_method_id: 'pm_z' });
    expect(() => paymentMethodDetails({ id: '' })).toThrow();
    expect(
      unsavedCard({ payment_method_id: 'pm_w', payment: 'stripe', last4: '12', exp_month: 13, exp_year: 31 }),
    ).toMatchObject({ last4: '', exp_month: 0, exp_year: 0 });
  });
});
