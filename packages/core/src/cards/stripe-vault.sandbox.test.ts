// @vitest-environment jsdom
// The sandbox Stripe stand-in against the real sandbox API, in-process: the provider's fields go
// to the sandbox's Stripe vault, its payment_method_id to /payment_stripe/add_card.
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../account/login';
import { configure, resetConfig } from '../config';
import { logout } from '../session/page-session';
import { $errorModal, closeErrorModal } from '../overlays/modals';
import { addStripeCard } from './add-card';
import { $cards, loadCards, resetCards } from './store';
import { $hostStripe, configureStripe } from './host-stripe';
import {
  configureStripeVault,
  ProviderMessages,
  sandboxStripePaymentMethod,
  validateProviderCardFields,
} from './stripe-vault';

interface SandboxApp {
  fetch(request: Request): Response | Promise<Response>;
  close(): Promise<void>;
}
type CreateApp = () => Promise<SandboxApp>;
// Loaded by path at run time: core cannot depend on the sandbox (see commerce.sandbox.test.ts).
const SANDBOX_ENTRY = resolve(__dirname, '../../../sandbox/src/index.ts');

let app: SandboxApp;
const vaultUrls: string[] = [];

beforeAll(async () => {
  const { createApp } = (await import(/* @vite-ignore */ SANDBOX_ENTRY)) as { createApp: CreateApp };
  app = await createApp();
  configure({ apiBase: 'http://sandbox.test/api/v1', fetch: (request: Request) => app.fetch(request) });
  configureStripeVault({
    fetch: (url, init) => {
      vaultUrls.push(url);
      return Promise.resolve(app.fetch(new Request(url, init)));
    },
  });
}, 60_000);
afterEach(() => {
  logout();
  resetCards();
  closeErrorModal();
  vaultUrls.length = 0;
  configureStripeVault({ fetch: (url, init) => (vaultUrls.push(url), Promise.resolve(app.fetch(new Request(url, init)))) });
});
afterAll(async () => {
  configureStripeVault({});
  resetConfig();
  await app.close();
});

const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

describe('the sandbox Stripe (§5 "number, expiry and security code are validated by the provider\'s own fields")', () => {
  it('the provider fields say what is wrong in the provider\'s words', () => {
    const now = new Date(2026, 10, 21);
    expect(validateProviderCardFields({ number: '4242 4242', expiry: '1/2', security_code: '' }, now)).toEqual({
      number: ProviderMessages.numberIncomplete,
      expiry: ProviderMessages.expiryIncomplete,
      security_code: ProviderMessages.securityCodeIncomplete,
    });
    expect(validateProviderCardFields({ number: '4242 4242 4242 4241', expiry: '10 / 26', security_code: '12a' }, now)).toEqual({
      number: ProviderMessages.numberInvalid,
      expiry: ProviderMessages.expiryPast,
      security_code: ProviderMessages.securityCodeIncomplete,
    });
    expect(validateProviderCardFields({ number: '4242 4242 4242 4242', expiry: '11/26', security_code: '1234' }, now)).toEqual({});
    expect(validateProviderCardFields({ number: '4242424242424242', expiry: '13/30', security_code: '123' }, now)).toEqual({
      expiry: ProviderMessages.expiryIncomplete,
    });
  });

  it('a card through the sandbox Stripe vault joins the saved cards', async () => {
    await login({ alias: 'demo', password: 'demo1234' });
    await loadCards();
    const before = $cards.get().length;
    const result = await addStripeCard(
      { card_holder: 'Jane Doe' },
      sandboxStripePaymentMethod({ number: '5555 5555 5555 4444', expiry: `08 / ${nextYear}`, security_code: '321' }),
    );
    expect(result.ok).toBe(true);
    expect(vaultUrls).toEqual(['http://sandbox.test/api/v1/__vault/stripe/cards']);
    expect($cards.get()).toHaveLength(before + 1);
    expect($cards.get().find((c) => c.last4 === '4444')).toMatchObject({ payment: 'stripe', brand: 'mastercard' });
  });

  it("the vault's refusal shows in the error modal with the vault's own text", async () => {
    await login({ alias: 'demo', password: 'demo1234' });
    const result = await addStripeCard(
      { card_holder: 'Jane Doe' },
      sandboxStripePaymentMethod({ number: '4242 4242 4242 4242', expiry: '01/2020', security_code: '123' }),
    );
    expect(result).toEqual({ ok: false });
    expect($errorModal.get()).toBe('the card has expired');
  });

  it('the vault URL is configurable; {} restores {apiBase}/__vault/stripe/cards', async () => {
    configureStripeVault({ url: 'http://sandbox.test/api/v1/elsewhere', fetch: (url) => (vaultUrls.push(url), Promise.resolve(new Response('{}', { status: 404 }))) });
    await expect(sandboxStripePaymentMethod({ number: '4242424242424242', expiry: `01/${nextYear}`, security_code: '123' })('Jo Doe')).rejects.toThrow('404');
    expect(vaultUrls).toEqual(['http://sandbox.test/api/v1/elsewhere']);
  });

  it('an answer without a payment method is refused, not passed on', async () => {
    configureStripeVault({ fetch: () => Promise.resolve(new Response(JSON.stringify({ id: 'x' }), { status: 200 })) });
    await expect(sandboxStripePaymentMethod({ number: '4242424242424242', expiry: `01/${nextYear}`, security_code: '123' })('Jo Doe')).rejects.toThrow(
      'no payment method',
    );
  });

  it("a host's real Stripe.js is kept for the widgets, and removed with null", () => {
    const hostStripe = () => Promise.resolve('pm_host');
    configureStripe(hostStripe);
    expect($hostStripe.get()).toBe(hostStripe);
    configureStripe(null);
    expect($hostStripe.get()).toBeNull();
  });
});
