import { describe, expect, it } from 'vitest';
import { sampleBilling, sampleGame, sampleShipping } from './fixtures.test-data';
import {
  AddressListPayloadSchema,
  BankingAddressSchema,
  BillingAddressAddPayloadSchema,
  BillingAddressEditPayloadSchema,
  BillingAddressSchema,
  GameAddressAddPayloadSchema,
  GameAddressSchema,
  ShippingAddressAddPayloadSchema,
  ShippingAddressSchema,
} from './address';
import { listOf } from './common';

describe('billing address', () => {
  it('payload accepts the spec fields; edit adds the id', () => {
    expect(BillingAddressAddPayloadSchema.parse(sampleBilling)).toEqual(sampleBilling);
    expect(BillingAddressEditPayloadSchema.parse({ ...sampleBilling, id: 3 }).id).toBe(3);
    expect(BillingAddressEditPayloadSchema.safeParse(sampleBilling).success).toBe(false);
  });

  it.each([
    ['first_name', 'Al'],
    ['last_name', 'Li'],
    ['company', 'AB'],
    ['country', 'UK'],
    ['city', 'NY'],
    ['address', '1 '],
    ['zip_code', '12'],
    ['phone_number', '12'],
    ['state_province', ''],
  ])('"at least 3 characters; state_province at least 1": %s = %j is rejected', (field, value) => {
    expect(BillingAddressAddPayloadSchema.safeParse({ ...sampleBilling, [field]: value }).success).toBe(
      false,
    );
  });

  it('the stored address keeps other fields and reads priority as the default flag', () => {
    const address = BillingAddressSchema.parse({ ...sampleBilling, id: 1, priority: 1, user_id: 9 });
    expect(address).toMatchObject({ id: 1, priority: true, user_id: 9 });
    expect(BillingAddressSchema.parse({ ...sampleBilling, id: 2 }).priority).toBe(false);
  });
});

describe('game address', () => {
  it('"type (in_game or pickup)", "enabled (default true)"', () => {
    expect(GameAddressSchema.parse({ ...sampleGame, id: 1, type: 'pickup' })).toMatchObject({
      type: 'pickup',
      enabled: true,
      priority: false,
    });
    expect(GameAddressSchema.safeParse({ ...sampleGame, id: 1, type: 'shipping' }).success).toBe(false);
  });

  it.each(Object.keys(sampleGame))('"every field required": an empty or missing %s is rejected', (field) => {
    expect(GameAddressAddPayloadSchema.safeParse({ ...sampleGame, [field]: '' }).success).toBe(false);
    expect(GameAddressAddPayloadSchema.safeParse({ ...sampleGame, [field]: undefined }).success).toBe(false);
  });
});

describe('shipping address', () => {
  it('is typed shipping and needs every field', () => {
    expect(ShippingAddressSchema.parse({ ...sampleShipping, id: 1 }).type).toBe('shipping');
    expect(ShippingAddressAddPayloadSchema.parse(sampleShipping)).toEqual(sampleShipping);
    expect(ShippingAddressAddPayloadSchema.safeParse({ ...sampleShipping, country: '' }).success).toBe(false);
  });
});

describe('lists', () => {
  it('the list payload names the address type', () => {
    expect(AddressListPayloadSchema.parse({ type: 'billing' })).toEqual({ type: 'billing' });
    expect(AddressListPayloadSchema.safeParse({ type: 'home' }).success).toBe(false);
  });

  it('a list answer defaults and keeps bank info fields', () => {
    expect(listOf(BankingAddressSchema).parse({})).toEqual({ count: 0, list: [] });
    expect(listOf(BankingAddressSchema).parse({ count: 1, list: [{ id: 1, iban: 'X' }] }).list[0]).toEqual({
      id: 1,
      iban: 'X',
    });
  });
});
