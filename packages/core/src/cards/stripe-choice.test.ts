import { afterEach, describe, expect, it } from 'vitest';
import { realStripe, stripePaymentMethodOf } from './stripe-choice';
import { configureStripeVault } from './stripe-vault';

const hostStripe = () => Promise.resolve('pm_host');
const givenStripe = () => Promise.resolve('pm_given');
const billing = {
  line1: '1 Orbital Way',
  city: 'Luna City',
  state: 'LC',
  postal_code: '10001',
  country_code: 'US',
};
const fields = { number: '4242 4242 4242 4242', expiry: '12 / 40', security_code: '123' };

afterEach(() => configureStripeVault({}));

describe('host Stripe or the sandbox stand-in (accounts-cart-checkout.md §5, §7)', () => {
  it("\"number, expiry and security code are validated by the provider's own fields\": the form's own Stripe first, then the host's, else none (the stand-in)", () => {
    expect(realStripe(givenStripe, hostStripe)).toBe(givenStripe);
    expect(realStripe(undefined, hostStripe)).toBe(hostStripe);
    expect(realStripe(undefined, null)).toBeNull();
  });

  it('a real Stripe makes the payment method itself; nothing goes to the sandbox vault', async () => {
    const posted: string[] = [];
    configureStripeVault({
      url: 'http://vault.test/cards',
      fetch: (url) => (posted.push(url), Promise.resolve(new Response('{}'))),
    });
    await expect(stripePaymentMethodOf(hostStripe, { fields, billing })('Nova Star')).resolves.toBe(
      'pm_host',
    );
    expect(posted).toEqual([]);
  });

  it('"a direct POST to the card vault of a payment provider\'s sandbox with card number, expiry as year-month, security_code, name and billing_address": the stand-in posts its fields and the billing address', async () => {
    const bodies: unknown[] = [];
    configureStripeVault({
      url: 'http://vault.test/cards',
      fetch: (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return Promise.resolve(
          Response.json({
            payment_method_id: 'pm_stand_in',
            brand: 'visa',
            last4: '4242',
            exp_month: 12,
            exp_year: 2040,
          }),
        );
      },
    });
    const method = await stripePaymentMethodOf(null, { fields, billing })('Nova Star');
    expect(method).toMatchObject({ id: 'pm_stand_in' });
    expect(bodies).toEqual([
      {
        number: '4242424242424242',
        expire: '2040-12',
        security_code: '123',
        name: 'Nova Star',
        billing_address: billing,
      },
    ]);
  });
});
