import { describe, expect, it } from 'vitest';
import { sampleCard, sampleLot } from './fixtures.test-data';
import {
  CardFormSchema,
  CardRefPayloadSchema,
  CardVaultPayloadSchema,
  PayByCardPayloadSchema,
  PaypalAddCardPayloadSchema,
  PaypalDataSchema,
  PurchaseResultSchema,
  SavedCardSchema,
  StripeAddCardPayloadSchema,
} from './payment';

describe('saved card', () => {
  it('parses a spec-shaped card and keeps further fields', () => {
    expect(SavedCardSchema.parse({ ...sampleCard, fingerprint: 'f' })).toEqual({
      ...sampleCard,
      fingerprint: 'f',
    });
  });

  it("priority '1' means default: a numeric priority is read as text", () => {
    expect(SavedCardSchema.parse({ ...sampleCard, priority: 1 }).priority).toBe('1');
  });

  it("an unknown brand reads as 'other' instead of failing the card list", () => {
    expect(SavedCardSchema.parse({ ...sampleCard, brand: 'discover' }).brand).toBe('other');
  });

  it.each([
    ['an unknown provider', { payment: 'visa' }],
    ['no payment_method_id', { payment_method_id: undefined }],
    ['exp_month 13', { exp_month: 13 }],
    ['exp_year as text', { exp_year: '2030' }],
  ])('rejects %s', (_, change) => {
    expect(SavedCardSchema.safeParse({ ...sampleCard, ...change }).success).toBe(false);
  });
});

describe('card form', () => {
  const form = {
    number: '4242424242424242',
    month: '12',
    year: '2030',
    crc: '123',
    card_holder: 'Ada Lovelace',
  };

  it('accepts valid sample values', () => {
    expect(CardFormSchema.parse(form)).toEqual(form);
  });

  it.each([
    ['"number exactly 16 digits" (15)', { number: '424242424242424' }],
    ['"number exactly 16 digits" (letters)', { number: '42424242424242AB' }],
    ['"month exactly 2 digits"', { month: '1' }],
    ['"month ... at most 12"', { month: '13' }],
    ['"year exactly 4 digits"', { year: '30' }],
    ['"CVV exactly 3 digits"', { crc: '1234' }],
    ['"cardholder 3 to 40 characters" (2)', { card_holder: 'Al' }],
    ['"cardholder 3 to 40 characters" (41)', { card_holder: 'A'.repeat(41) }],
  ])('rejects %s', (_, change) => {
    expect(CardFormSchema.safeParse({ ...form, ...change }).success).toBe(false);
  });
});

describe('provider payloads and answers', () => {
  it.each([
    [StripeAddCardPayloadSchema, { payment_method_id: 'pm_1' }, { payment_method_id: '' }],
    [PaypalAddCardPayloadSchema, { customer_id: 'c', payment_method_id: 'pm' }, { payment_method_id: 'pm' }],
    [
      CardRefPayloadSchema,
      { payment_method_id: 'pm', payment: 'paypal' },
      { payment_method_id: 'pm', payment: 'bank' },
    ],
    [
      PaypalDataSchema,
      { access_token: 't', customer_id: 'c', expires: 3600 },
      { access_token: 't', customer_id: 'c' },
    ],
  ] as const)('valid parses, broken is rejected (%#)', (schema, valid, invalid) => {
    expect(schema.parse(valid)).toEqual(valid);
    expect(schema.safeParse(invalid).success).toBe(false);
  });

  it('the card vault payload takes expiry as year-month', () => {
    const vault = {
      number: '4242424242424242',
      expire: '2030-12',
      security_code: '123',
      name: 'Ada',
      billing_address: { line1: '1 St', city: 'X', state: 'CA', postal_code: '90001', country_code: 'US' },
    };
    expect(CardVaultPayloadSchema.parse(vault)).toEqual(vault);
    expect(CardVaultPayloadSchema.safeParse({ ...vault, expire: '12/30' }).success).toBe(false);
  });
});

describe('pay by card', () => {
  const pay = {
    token_id: 'pm_1',
    payment: 'stripe',
    product: [
      { lot_type: 'item', count: 2, lot_id: 11 },
      { lot_type: 'plan', count: 1, lot_id: 30, period_id: 2 },
    ],
  };

  it('carries token_id, payment and the product list, with period_id for plans', () => {
    expect(PayByCardPayloadSchema.parse(pay)).toEqual(pay);
  });

  it.each([
    ['a plan without period_id', { product: [{ lot_type: 'plan', count: 1, lot_id: 30 }] }],
    ['a count of 0', { product: [{ lot_type: 'item', count: 0, lot_id: 1 }] }],
    ['no products', { product: [] }],
    ['no token_id', { token_id: undefined }],
    ['an unknown provider', { payment: 'cash' }],
  ])('rejects %s', (_, change) => {
    expect(PayByCardPayloadSchema.safeParse({ ...pay, ...change }).success).toBe(false);
  });

  it('the purchase result groups item, package, subscription, coin, plan', () => {
    const result = PurchaseResultSchema.parse({
      package: [{ product: { ...sampleLot, lot_type: 'package' }, count: 1 }],
    });
    expect(result.package[0]?.currency).toBe('USD');
    expect(result).toMatchObject({ item: [], subscription: [], coin: [], plan: [] });
    expect(PurchaseResultSchema.safeParse({ item: 'none' }).success).toBe(false);
  });
});
