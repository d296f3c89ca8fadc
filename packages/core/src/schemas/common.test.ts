import { describe, expect, it } from 'vitest';
import {
  FlagSchema,
  IdPayloadSchema,
  ListQuerySchema,
  PriceMapSchema,
  SuccessSchema,
  listOf,
  LotTypeSchema,
  CurrencySchema,
  CardBrandSchema,
  PaymentProviderSchema,
} from './common';
import { z } from './zod';

const Numbers = listOf(z.number());

describe('listOf', () => {
  it.each([
    ['fields absent', {}],
    ['body absent', undefined],
    ['body null', null],
    ['body empty', ''],
  ])('"list calls return count 0 and an empty list when absent": %s', (_, answer) => {
    expect(Numbers.parse(answer)).toEqual({ count: 0, list: [] });
  });

  it('keeps count and list when present, and validates every item', () => {
    expect(Numbers.parse({ count: 7, list: [1, 2] })).toEqual({ count: 7, list: [1, 2] });
    expect(Numbers.parse({ list: [3] })).toEqual({ count: 0, list: [3] });
    expect(Numbers.safeParse({ count: 1, list: ['1'] }).success).toBe(false);
    expect(Numbers.safeParse({ count: -1, list: [] }).success).toBe(false);
    expect(Numbers.safeParse({ count: 1, list: 'x' }).success).toBe(false);
  });
});

describe('enumerations', () => {
  it.each([
    [LotTypeSchema, ['item', 'package', 'subscription', 'coin', 'plan'], 'bundle'],
    [CurrencySchema, ['USD', 'RDC'], 'EUR'],
    [PaymentProviderSchema, ['stripe', 'paypal'], 'visa'],
    [CardBrandSchema, ['visa', 'mastercard', 'american_express', 'other'], 'amex'],
  ] as const)('accepts the spec values only (%#)', (schema, valid, invalid) => {
    for (const value of valid) expect(schema.parse(value)).toBe(value);
    expect(schema.safeParse(invalid).success).toBe(false);
  });
});

describe('success answers', () => {
  it.each([
    [true, true],
    [false, false],
    [{ success: true }, true],
    [{ success: false, extra: 1 }, false],
  ])('%j reads as %s', (answer, expected) => {
    expect(SuccessSchema.parse(answer)).toBe(expected);
  });

  it.each([[undefined], ['true'], [{ ok: true }], [1]])('%j is rejected', (answer) => {
    expect(SuccessSchema.safeParse(answer).success).toBe(false);
  });
});

describe('price map in minor units', () => {
  it('keeps USD, RDC and any other currency the server adds', () => {
    expect(PriceMapSchema.parse({ USD: 1999, RDC: 500, EUR: 1800 })).toEqual({
      USD: 1999,
      RDC: 500,
      EUR: 1800,
    });
  });
  it.each([[{ USD: 19.99 }], [{ USD: -1 }], [{ RDC: '5' }]])('rejects %j', (price) => {
    expect(PriceMapSchema.safeParse(price).success).toBe(false);
  });
});

describe('list payloads', () => {
  it('accepts pagination, search, where and order', () => {
    const query = {
      pagination: { offset: 12, limit: 6 },
      search: 'ship',
      where: [{ field: 'enabled', condition: '=', value: ['true'] }],
      order: [{ field: 'publish_at', order: 'desc' }],
    };
    expect(ListQuerySchema.parse(query)).toEqual(query);
    expect(ListQuerySchema.parse({ pagination: { limit: 10 } })).toEqual({ pagination: { limit: 10 } });
  });

  it.each([
    [{ pagination: { offset: -1, limit: 6 } }],
    [{ pagination: { offset: 0, limit: 0 } }],
    [{ pagination: { offset: 0.5, limit: 6 } }],
    [{ pagination: { offset: 0 } }],
    [{ where: [{ field: 'enabled', condition: '=', value: true }] }],
    [{ order: [{ field: 'id', order: 'up' }] }],
    [{ search: 5 }],
  ])('rejects %j', (query) => {
    expect(ListQuerySchema.safeParse(query).success).toBe(false);
  });

  it('an id payload needs an integer id', () => {
    expect(IdPayloadSchema.parse({ id: 3 })).toEqual({ id: 3 });
    expect(IdPayloadSchema.safeParse({ id: '3' }).success).toBe(false);
    expect(IdPayloadSchema.safeParse({}).success).toBe(false);
  });
});

describe('flags', () => {
  it.each([
    [true, true],
    [1, true],
    ['1', true],
    ['true', true],
    [false, false],
    [0, false],
    ['0', false],
  ])('%j reads as %s', (flag, expected) => {
    expect(FlagSchema.parse(flag)).toBe(expected);
  });
});
