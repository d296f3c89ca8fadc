import { describe, expect, it } from 'vitest';
import { sampleLot } from './fixtures.test-data';
import {
  CoinPackSchema,
  ItemSchema,
  LotSchema,
  OverviewCardSchema,
  PackageSchema,
  PeriodSchema,
  SearchItemSchema,
  SpecificationSchema,
  SubscriptionSchema,
  TableRowSchema,
} from './lot';

describe('lot', () => {
  it('parses a spec-shaped lot with all its data blocks', () => {
    const lot = LotSchema.parse(sampleLot);
    expect(lot.price).toEqual({ USD: 1999, RDC: 1500 });
    expect(lot.data?.block_gallery?.list_images).toEqual(['/g/1.png', '/g/2.png']);
    expect(lot.data?.block_capabilities?.list_capabilities).toEqual(['warp', 'cloak']);
    expect(lot.data?.block_tech_spec?.model?.list_spec[0]).toEqual({ title: 'Length', value: 42, unit: 'm' });
    expect(lot.lot_items[0]?.title).toBe('Laser');
  });

  it('keeps fields the server adds', () => {
    expect(LotSchema.parse({ ...sampleLot, rating: 5 })).toMatchObject({ rating: 5 });
  });

  it('fills what a minimal lot omits', () => {
    const lot = LotSchema.parse({ id: 1, title: 'x', lot_type: 'coin', price: {} });
    expect(lot).toMatchObject({ description: '', enabled: true, tags: [], lot_items: [], lot_packages: [] });
  });

  it('accepts the special category id -1', () => {
    expect(LotSchema.parse({ ...sampleLot, category_id: -1 }).category_id).toBe(-1);
  });

  it.each([
    ['missing price', { price: undefined }],
    ['missing id', { id: undefined }],
    ['id as text', { id: '11' }],
    ['unknown lot type', { lot_type: 'bundle' }],
    ['price in a decimal', { price: { USD: 19.99 } }],
    ['tags not a list', { tags: 'fighter' }],
    ['enabled as text', { enabled: 'true' }],
  ])('rejects a lot with %s', (_, change) => {
    expect(LotSchema.safeParse({ ...sampleLot, ...change }).success).toBe(false);
  });

  it('lists of one type tag a lot that omits lot_type, and refuse another type', () => {
    const { lot_type: _omit, ...untyped } = sampleLot;
    expect(ItemSchema.parse(untyped).lot_type).toBe('item');
    expect(PackageSchema.parse(untyped).lot_type).toBe('package');
    expect(SubscriptionSchema.parse(untyped).lot_type).toBe('subscription');
    expect(PackageSchema.safeParse({ ...untyped, lot_type: 'item' }).success).toBe(false);
  });

  it('a subscription carries its period (id, length)', () => {
    const subscription = SubscriptionSchema.parse({
      ...sampleLot,
      lot_type: 'subscription',
      period: { id: 2, length: 3 },
    });
    expect(subscription.period).toEqual({ id: 2, length: 3 });
  });
});

describe('coin pack', () => {
  it('reads id, count (RDC amount) and price.USD, tagged lot_type coin', () => {
    expect(CoinPackSchema.parse({ id: 1, count: 1000, price: { USD: 999 } })).toEqual({
      id: 1,
      count: 1000,
      price: { USD: 999 },
      lot_type: 'coin',
      enabled: true,
    });
  });
  it.each([
    [{ id: 1, count: 1000, price: {} }],
    [{ id: 1, price: { USD: 1 } }],
    [{ id: 1, count: -5, price: { USD: 1 } }],
  ])('rejects %j', (pack) => {
    expect(CoinPackSchema.safeParse(pack).success).toBe(false);
  });
});

describe('other market entities', () => {
  it.each([
    ['period', PeriodSchema, { id: 1, length: 12 }, { id: 1, length: 0 }],
    [
      'search item',
      SearchItemSchema,
      { id: 3, title: 'Laser', lot_type: 'item', tags: [{ id: 2 }] },
      { id: 3 },
    ],
    [
      'overview card',
      OverviewCardSchema,
      {
        id: 1,
        card_title: 'Hull',
        img_card: 'a',
        img_inner: 'b',
        description: 'd',
        data: [{ id: 1, title: 'Armor', value: '5' }],
      },
      { id: 1, card_title: 'Hull', data: [{ id: 1 }] },
    ],
    [
      'table row',
      TableRowSchema,
      { title: 'Laser', type: 'weapon', class: 'S', manufacturer: 'Acme', count: 2, icon: 'i.png' },
      { title: 'Laser', count: 'two' },
    ],
    [
      'specification',
      SpecificationSchema,
      { model: { name_table: 'Model', list_spec: [{ title: 'Len', value: 1, unit: 'm' }] } },
      { model: { list_spec: [] } },
    ],
  ] as const)('%s: valid parses, broken is rejected', (_, schema, valid, invalid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse(invalid).success).toBe(false);
  });
});
