import { describe, expect, it } from 'vitest';
import { vaultBillingOf } from './vault-billing';

const billing = {
  id: 1,
  first_name: 'Nova',
  last_name: 'Star',
  company: '',
  country: 'United States',
  city: 'Luna City',
  address: '1 Orbital Way',
  state_province: 'LC',
  zip_code: '10001',
  phone_number: '+1 555 0100',
  priority: false,
};

describe("the card vault's billing_address from a saved billing address", () => {
  it("maps line1, city, state, postal_code and the country's two-letter code", () => {
    expect(vaultBillingOf(billing, 'en')).toEqual({
      line1: '1 Orbital Way',
      city: 'Luna City',
      state: 'LC',
      postal_code: '10001',
      country_code: 'US',
    });
  });

  it('takes a country written as a code or in another case', () => {
    expect(vaultBillingOf({ ...billing, country: ' germany ' }, 'en').country_code).toBe('DE');
    expect(vaultBillingOf({ ...billing, country: 'gb' }, 'en').country_code).toBe('GB');
  });

  it('reads a name in the language the address form wrote it in', () => {
    expect(vaultBillingOf({ ...billing, country: 'Deutschland' }, 'de').country_code).toBe('DE');
  });

  it('passes a country the list does not know on as written, a two-letter one upper-cased', () => {
    expect(vaultBillingOf({ ...billing, country: 'Olympus' }, 'en').country_code).toBe('Olympus');
    expect(vaultBillingOf({ ...billing, country: 'xq' }, 'en').country_code).toBe('XQ');
  });
});
