import { describe, expect, it } from 'vitest';
import { cardBillingAddress } from './card-billing';

const address = (id: number, city: string, priority: boolean) => ({
  id,
  first_name: 'Nova',
  last_name: 'Star',
  company: 'Orbital',
  country: 'United States',
  city,
  address: `${id} Orbital Way`,
  state_province: 'LC',
  zip_code: '10001',
  phone_number: '5550100',
  priority,
});

describe('the billing address a card form vaults a card with (accounts-cart-checkout.md §7)', () => {
  it('"a direct POST to the card vault … with … billing_address (line1, city, state, postal_code, country_code)": the default address ("set_priority … sets the default")', () => {
    expect(cardBillingAddress([address(1, 'Luna City', false), address(2, 'Mars Port', true)], 'en')).toEqual(
      {
        line1: '2 Orbital Way',
        city: 'Mars Port',
        state: 'LC',
        postal_code: '10001',
        country_code: 'US',
      },
    );
  });

  it('without a default, the first address listed; with none saved, none', () => {
    expect(
      cardBillingAddress([address(1, 'Luna City', false), address(2, 'Mars Port', false)], 'en')?.city,
    ).toBe('Luna City');
    expect(cardBillingAddress([], 'en')).toBeNull();
  });
});
