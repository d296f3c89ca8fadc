// Valid payloads for the calls of sandbox-core, shared by the contract and bad-input tests.
export const billing = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Analytical Engines',
  country: 'United Kingdom',
  city: 'London',
  address: '12 Baker Street',
  state_province: 'L',
  zip_code: 'NW1 6XE',
  phone_number: '2071234567',
};

export const inGame = {
  type: 'in_game' as const,
  location: 'Hangar 2',
  universe: 'Prime',
  galaxy: 'Andromeda',
  solar: 'Alpheratz',
  planet: 'Nova Prime',
  country: 'Federation',
  state: 'Outer Rim',
  city: 'Port Nova',
  address: 'Bay 9',
};

export const pickup = { ...inGame, type: 'pickup' as const, location: 'Trade post', address: 'Counter 3' };

export const shipping = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Analytical Engines',
  country: 'GB',
  city: 'London',
  address: '12 Baker Street',
  state_or_province: 'London',
  zip_or_postal_code: 'NW1 6XE',
  phone_number: '+442071234567',
};

export const banking = {
  bank_name: 'Orbital Savings',
  iban: 'GB33BUKB20201555555555',
  holder: 'Ada Lovelace',
};

export const vaultCardPayload = {
  number: '4242424242424242',
  expire: '2034-01',
  security_code: '123',
  name: 'Ada Lovelace',
  billing_address: {
    line1: '12 Baker Street',
    city: 'London',
    state: 'L',
    postal_code: 'NW1',
    country_code: 'GB',
  },
};
