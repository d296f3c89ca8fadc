// Test helper: one complete, valid address of each kind, in the contract's field names, shared by
// the address-form rules' tests and the address stores' tests.

/** A billing address (accounts-cart-checkout.md §5: every field filled, each long enough). */
export const BILLING_ADDRESS = {
  first_name: 'Jane',
  last_name: 'Doe',
  company: 'ACME',
  country: 'USA',
  city: 'Austin',
  address: '1 Main St',
  state_province: 'TX',
  zip_code: '73301',
  phone_number: '5125550100',
};

/** An in-game or pickup address: every field required. */
export const GAME_ADDRESS = {
  location: 'Dock 9',
  universe: 'U1',
  galaxy: 'Milky Way',
  solar: 'Sol',
  planet: 'Mars',
  country: 'US',
  state: 'TX',
  city: 'Austin',
  address: '1 Main',
};

/** A real-world shipping address. */
export const SHIPPING_ADDRESS = {
  first_name: 'Jane',
  last_name: 'Doe',
  company: 'ACME',
  country: 'US',
  city: 'Austin',
  address: '1 Main St',
  state_or_province: 'TX',
  zip_or_postal_code: '73301',
  phone_number: '5125550100',
};
