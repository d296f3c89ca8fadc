import { $hostStripe, $profile, getApiBase, logout } from '@rdc/core';
import { resetConfig } from '@rdc/core/testing';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { defineWidget } from './define';
import { bootPage } from './boot';
import { configure, pageRegistry } from './registry';

afterAll(() => resetConfig());

function Empty() {
  return null;
}

describe('configure() and the page registry', () => {
  it('options given before any widget loaded reach core when the first widget starts, and later ones at once', () => {
    resetConfig();
    configure({ apiBase: 'https://store.example/api/v1' });
    // No widget yet: nothing has told core.
    expect(getApiBase()).toBe('/api/v1');
    defineWidget({ tag: 'rdc-config-probe', component: Empty, styles: [], props: {} });
    document.body.append(document.createElement('rdc-config-probe'));
    expect(getApiBase()).toBe('https://store.example/api/v1');
    configure({ apiBase: 'https://other.example/api/v1' });
    expect(getApiBase()).toBe('https://other.example/api/v1');
  });

  it("configure({ stripe }) hands the page's Stripe.js to the add-card form; null gives the stand-in back", async () => {
    bootPage(); // a widget has loaded
    const createPaymentMethod = (cardholder: string) => Promise.resolve(`pm_for_${cardholder}`);
    configure({ stripe: createPaymentMethod });
    await vi.waitFor(() => expect($hostStripe.get()).toBe(createPaymentMethod));
    // Other options keep working beside it, and the API base is not disturbed.
    configure({ apiBase: 'https://third.example/api/v1' });
    expect(getApiBase()).toBe('https://third.example/api/v1');
    configure({ stripe: null });
    await vi.waitFor(() => expect($hostStripe.get()).toBeNull());
  });

  it("configure({ session }) starts the page signed in with a game's tokens, once: a later call does not replay them", () => {
    bootPage();
    const token = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
    configure({ session: { accessToken: token({ user_id: 4, alias: 'pilot' }), refreshToken: 'r4' } });
    expect($profile.get()).toMatchObject({ user_id: 4, alias: 'pilot' });
    logout('user');
    configure({ apiBase: 'https://fourth.example/api/v1' });
    expect($profile.get().user_id).toBe(0);
    expect(pageRegistry('probe').config).not.toHaveProperty('session');
  });

  it('is one registry per page: whoever asks first makes it, later copies get the same one', () => {
    const first = pageRegistry('copy-1');
    const second = pageRegistry('copy-2');
    expect(second).toBe(first);
    expect(second.owner).not.toBe('copy-2');
  });
});
