// The sandbox's Stripe stand-in, on core's side: the provider's fields in the provider's words, the
// configurable vault, and the host's own Stripe.js. The vault itself is exercised against the
// real sandbox in packages/sandbox/src/core-stripe-vault.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { configure, resetConfig } from '../config';
import { $hostStripe, configureStripe } from './host-stripe';
import {
  configureStripeVault,
  ProviderMessages,
  sandboxStripePaymentMethod,
  validateProviderCardFields,
} from './stripe-vault';

const vaultUrls: string[] = [];
afterEach(() => {
  configureStripeVault({});
  resetConfig();
  vaultUrls.length = 0;
});

const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

describe('the sandbox Stripe (accounts-cart-checkout.md §5 "number, expiry and security code are validated by the provider\'s own fields")', () => {
  it("the provider fields say what is wrong in the provider's words", () => {
    const now = new Date(2026, 10, 21);
    expect(
      validateProviderCardFields({ number: '4242 4242', expiry: '1/2', security_code: '' }, 'en', now),
    ).toEqual({
      number: ProviderMessages.numberIncomplete('en'),
      expiry: ProviderMessages.expiryIncomplete('en'),
      security_code: ProviderMessages.securityCodeIncomplete('en'),
    });
    expect(
      validateProviderCardFields(
        { number: '4242 4242 4242 4241', expiry: '10 / 26', security_code: '12a' },
        'en',
        now,
      ),
    ).toEqual({
      number: ProviderMessages.numberInvalid('en'),
      expiry: ProviderMessages.expiryPast('en'),
      security_code: ProviderMessages.securityCodeIncomplete('en'),
    });
    expect(
      validateProviderCardFields(
        { number: '4242 4242 4242 4242', expiry: '11/26', security_code: '1234' },
        'en',
        now,
      ),
    ).toEqual({});
    expect(
      validateProviderCardFields(
        { number: '4242424242424242', expiry: '13/30', security_code: '123' },
        'en',
        now,
      ),
    ).toEqual({
      expiry: ProviderMessages.expiryIncomplete('en'),
    });
  });

  it('the vault URL is configurable; {} restores {apiBase}/__vault/stripe/cards', async () => {
    configure({ apiBase: 'http://sandbox.test/api/v1' });
    configureStripeVault({
      url: 'http://sandbox.test/api/v1/elsewhere',
      fetch: (url) => (vaultUrls.push(url), Promise.resolve(new Response('{}', { status: 404 }))),
    });
    await expect(
      sandboxStripePaymentMethod({
        number: '4242424242424242',
        expiry: `01/${nextYear}`,
        security_code: '123',
      })('Jo Doe'),
    ).rejects.toThrow('404');
    expect(vaultUrls).toEqual(['http://sandbox.test/api/v1/elsewhere']);

    configureStripeVault({
      fetch: (url) => (vaultUrls.push(url), Promise.resolve(new Response('{}', { status: 404 }))),
    });
    await expect(
      sandboxStripePaymentMethod({
        number: '4242424242424242',
        expiry: `01/${nextYear}`,
        security_code: '123',
      })('Jo Doe'),
    ).rejects.toThrow('404');
    expect(vaultUrls).toEqual([
      'http://sandbox.test/api/v1/elsewhere',
      'http://sandbox.test/api/v1/__vault/stripe/cards',
    ]);
  });

  it('an answer without a payment method is refused, not passed on', async () => {
    configureStripeVault({
      fetch: () => Promise.resolve(new Response(JSON.stringify({ id: 'x' }), { status: 200 })),
    });
    await expect(
      sandboxStripePaymentMethod({
        number: '4242424242424242',
        expiry: `01/${nextYear}`,
        security_code: '123',
      })('Jo Doe'),
    ).rejects.toThrow('no payment method');
  });

  it("a host's real Stripe.js is kept for the widgets, and removed with null", () => {
    const hostStripe = () => Promise.resolve('pm_host');
    configureStripe(hostStripe);
    expect($hostStripe.get()).toBe(hostStripe);
    configureStripe(null);
    expect($hostStripe.get()).toBeNull();
  });
});
