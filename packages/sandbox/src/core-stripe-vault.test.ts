// @vitest-environment jsdom
// Core's Stripe stand-in against this sandbox, in-process: the provider's fields go to the
// sandbox's Stripe vault, its payment_method_id to /payment_stripe/add_card.
import {
  $cards,
  $errorModal,
  addStripeCard,
  closeErrorModal,
  configure,
  loadCards,
  login,
  logout,
  sandboxStripePaymentMethod,
} from '@rdc/core';
import { configureStripeVault, resetCards, resetConfig } from '@rdc/core/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type SandboxApp } from './app';

let app: SandboxApp;
const vaultUrls: string[] = [];
const recordingVault = () =>
  configureStripeVault({
    fetch: (url, init) => {
      vaultUrls.push(url);
      return Promise.resolve(app.fetch(new Request(url, init)));
    },
  });

beforeAll(async () => {
  app = await createApp();
  configure({ apiBase: 'http://sandbox.test/api/v1', fetch: (request: Request) => app.fetch(request) });
  recordingVault();
}, 60_000);
afterEach(() => {
  logout();
  resetCards();
  closeErrorModal();
  vaultUrls.length = 0;
});
afterAll(async () => {
  configureStripeVault({});
  resetConfig();
  await app.close();
});

const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

describe('core\'s sandbox Stripe against the sandbox (accounts-cart-checkout.md §5 "validated by the provider\'s own fields")', () => {
  it('a card through the sandbox Stripe vault joins the saved cards', async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    await loadCards();
    const before = $cards.get().length;
    const result = await addStripeCard(
      { card_holder: 'Jane Doe' },
      sandboxStripePaymentMethod({
        number: '5555 5555 5555 4444',
        expiry: `08 / ${nextYear}`,
        security_code: '321',
      }),
      'en',
    );
    expect(result.ok).toBe(true);
    expect(vaultUrls).toEqual(['http://sandbox.test/api/v1/__vault/stripe/cards']);
    expect($cards.get()).toHaveLength(before + 1);
    expect($cards.get().find((c) => c.last4 === '4444')).toMatchObject({
      payment: 'stripe',
      brand: 'mastercard',
    });
  });

  it("the vault's refusal shows in the error modal with the vault's own text", async () => {
    await login({ alias: 'demo', password: 'demo1234' }, 'en');
    const result = await addStripeCard(
      { card_holder: 'Jane Doe' },
      sandboxStripePaymentMethod({ number: '4242 4242 4242 4242', expiry: '01/2020', security_code: '123' }),
      'en',
    );
    expect(result).toEqual({ ok: false });
    expect($errorModal.get()).toBe('the card has expired');
  });
});
