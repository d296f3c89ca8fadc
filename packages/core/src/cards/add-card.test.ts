// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from '../account/login';
import { logout } from '../session/page-session';
import { useShop } from '../../test/shop-server';
import { closeErrorModal, errorModalText } from '../overlays/modals';
import {
  $addCardView,
  $paymentSystem,
  $paypalData,
  addPaypalCard,
  addStripeCard,
  backToCardList,
  choosePaymentSystem,
  configureCardVault,
  showAddCardForm,
  startPaypalSession,
  stopPaypalSession,
} from './add-card';
import { $cards, $selectedCardId, resetCards, setCards } from './store';

const card = {
  number: '4111 1111 1111 1111',
  month: '07',
  year: '2030',
  crc: '123',
  card_holder: 'Jane Doe',
};
const billing = { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '73301', country_code: 'US' };

const shop = await useShop();
beforeEach(async () => {
  await login({ alias: 'demo', password: 'demo1234' }, 'en');
});
afterEach(() => {
  stopPaypalSession();
  logout();
  resetCards();
  closeErrorModal();
  shop.server.requests.length = 0;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('add card (accounts-cart-checkout.md §2 Add-card modal, §7 Payments)', () => {
  it('"choose a payment system, paypal (preselected) or stripe"; list to form and back', () => {
    expect($paymentSystem.get()).toBe('paypal');
    choosePaymentSystem('stripe');
    expect($paymentSystem.get()).toBe('stripe');
    choosePaymentSystem('paypal');
    showAddCardForm();
    expect($addCardView.get()).toBe('form');
    backToCardList();
    expect($addCardView.get()).toBe('list');
  });

  it('PayPal: "get_data", "the provider vault POST", "then add_card"; "on success the card joins the list"', async () => {
    showAddCardForm();
    const result = await addPaypalCard(card, billing, 'en');
    expect(result.ok).toBe(true);
    const vault = shop.calls('/__vault/paypal/cards')[0];
    expect(vault?.headers.authorization).toMatch(/^Bearer pp-/);
    expect(vault?.json).toEqual({
      number: '4111111111111111',
      expire: '2030-07',
      security_code: '123',
      name: 'Jane Doe',
      billing_address: billing,
    });
    const added = shop.calls('/payment_paypal/add_card')[0]?.json as {
      customer_id: string;
      payment_method_id: string;
    };
    expect(added.customer_id).toBe('cust-1');
    expect(added.payment_method_id).toMatch(/^vault-/);
    expect($cards.get().map((c) => c.payment_method_id)).toEqual([added.payment_method_id]);
    expect($addCardView.get()).toBe('list');
  });

  it('the card just added becomes the selected card, over the default (a choice: the player means to pay with it)', async () => {
    setCards([
      {
        payment_method_id: 'pm_default',
        payment: 'paypal',
        brand: 'visa',
        last4: '4242',
        exp_month: 1,
        exp_year: 2030,
        priority: '1',
      },
    ]);
    expect($selectedCardId.get()).toBe('pm_default');
    const result = await addPaypalCard(card, billing, 'en');
    expect(result.ok && $selectedCardId.get()).toBe(result.ok && result.card.payment_method_id);
    expect($selectedCardId.get()).not.toBe('pm_default');
  });

  it('the vault URL can be set by a host that talks to the provider itself', async () => {
    configureCardVault({ url: `${shop.server.origin}/elsewhere/vault` });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(addPaypalCard(card, billing, 'en')).resolves.toEqual({ ok: false });
    expect(shop.server.requests.at(-1)?.url).toBe('/elsewhere/vault');
    configureCardVault({});
  });

  it('"the token is refetched every expires times 1000 ms"', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await startPaypalSession();
    const first = $paypalData.get()?.access_token;
    expect(shop.calls('/payment_paypal/get_data')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(shop.calls('/payment_paypal/get_data')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect($paypalData.get()?.access_token).not.toBe(first), { timeout: 15_000 });
    expect(shop.calls('/payment_paypal/get_data')).toHaveLength(2);
    stopPaypalSession();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(shop.calls('/payment_paypal/get_data')).toHaveLength(2);
  });

  it('the card form rules stop a bad card before any call', async () => {
    const result = await addPaypalCard({ ...card, crc: '12' }, billing, 'en');
    expect(result).toEqual({ ok: false, errors: { crc: 'CVV must be 3 digits' } });
    expect(shop.server.requests.filter((r) => !r.url.endsWith('/auth/login'))).toHaveLength(0);
  });

  it('"Adding a card ... fails: error modal"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    shop.failNext('/__vault/paypal/cards', 422, { message: 'card refused' });
    const result = await addPaypalCard(card, billing, 'en');
    expect(result.ok).toBe(false);
    expect(errorModalText('en')).toBe('Ooops... something wrong. Try one more time.');
    expect(shop.calls('/payment_paypal/add_card')).toHaveLength(0);
  });

  it('Stripe: "requires only a cardholder name"; the provider gives the payment method', async () => {
    const createPaymentMethod = vi.fn(async (holder: string) => `pm_for_${holder.replace(' ', '_')}`);
    expect(await addStripeCard({ card_holder: 'Jo' }, createPaymentMethod, 'en')).toEqual({
      ok: false,
      errors: { card_holder: 'Cardholder must be 3 to 40 characters' },
    });
    const result = await addStripeCard({ card_holder: ' Jane Doe ' }, createPaymentMethod, 'en');
    expect(result.ok).toBe(true);
    expect(createPaymentMethod).toHaveBeenCalledWith('Jane Doe');
    expect(shop.calls('/payment_stripe/add_card').map((r) => r.json)).toEqual([
      { payment_method_id: 'pm_for_Jane_Doe' },
    ]);
    expect($cards.get().map((c) => c.payment_method_id)).toEqual(['pm_for_Jane_Doe']);
  });
});
