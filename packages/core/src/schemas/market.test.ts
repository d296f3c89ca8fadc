import { describe, expect, it } from 'vitest';
import { sampleLot } from './fixtures.test-data';
import {
  CategoriesByPathPayloadSchema,
  CategorySchema,
  ItemAddPayloadSchema,
  ItemEditPayloadSchema,
  ItemsByPathPayloadSchema,
  ManufacturerSchema,
  SlideGroupSchema,
  SlideSchema,
  SliderSchema,
} from './market';

describe('market entities', () => {
  it('"nodes missing either are skipped": a category without virtual_path still parses', () => {
    expect(CategorySchema.parse({ id: 5, virtual_name: 'ships' })).toEqual({ id: 5, virtual_name: 'ships' });
    expect(
      CategorySchema.parse({ id: 5, virtual_path: '/', virtual_name: 'ships', manufacturer_id: 2 })
        .virtual_path,
    ).toBe('/');
    expect(CategorySchema.safeParse({ virtual_path: '/' }).success).toBe(false);
  });

  it('a manufacturer may miss its image', () => {
    expect(ManufacturerSchema.parse({ id: 1, title: 'Acme' })).toEqual({ id: 1, title: 'Acme' });
    expect(ManufacturerSchema.safeParse({ id: 1 }).success).toBe(false);
  });

  it('a slide has a Picture or Video background, a template and an optional lot', () => {
    const slide = SlideSchema.parse({
      id: 1,
      background_type: 'Video',
      background_url: '/v.mp4',
      template: 'MarketItem',
      title: 'New',
      description: 'ship',
      lot_item: sampleLot,
    });
    expect(slide.lot_item?.id).toBe(11);
    expect(SlideSchema.parse({ id: 2, background_type: 'Picture', background_url: '/p.png' }).template).toBe(
      'default',
    );
    expect(SlideSchema.safeParse({ id: 2, background_type: 'Gif', background_url: '/p.gif' }).success).toBe(
      false,
    );
  });

  it('a slide group holds slides, their order and a duration in seconds', () => {
    const group = SlideGroupSchema.parse({
      id: 1,
      slides: [{ id: 4, background_type: 'Picture', background_url: '/a.png' }],
      slides_order: [4],
      duration: 5,
    });
    expect(group.slides_order).toEqual([4]);
    expect(SlideGroupSchema.safeParse({ id: 1, duration: '5' }).success).toBe(false);
  });

  it('a slider is permissive beyond its id and images', () => {
    expect(
      SliderSchema.parse({ id: 1, name: 'home', images: [{ id: 1, image_url: '/i.png' }] }),
    ).toMatchObject({
      name: 'home',
    });
    expect(SliderSchema.safeParse({ id: 1, images: [{ id: 1 }] }).success).toBe(false);
  });
});

describe('market payloads', () => {
  it('list by virtual path: empty path is the root', () => {
    expect(CategoriesByPathPayloadSchema.parse({ virtual_path: '', manufacturer_id: 3 })).toEqual({
      virtual_path: '',
      manufacturer_id: 3,
    });
    expect(CategoriesByPathPayloadSchema.safeParse({ manufacturer_id: 3 }).success).toBe(false);
    expect(ItemsByPathPayloadSchema.safeParse({ virtual_path: '/', virtual_name: 'ships' }).success).toBe(
      true,
    );
    expect(ItemsByPathPayloadSchema.safeParse({ virtual_path: '/' }).success).toBe(false);
  });

  it('the items-by-path tag filter is bounded: at most 10 titles, each 1 to 64 characters', () => {
    const byPath = (tags: string[]) =>
      ItemsByPathPayloadSchema.safeParse({ virtual_path: '/', virtual_name: 'ships', tags }).success;
    expect(byPath(['Medical', 'New'])).toBe(true);
    expect(byPath(Array.from({ length: 11 }, (_, n) => `tag ${n}`))).toBe(false);
    expect(byPath([''])).toBe(false);
    expect(byPath(['x'.repeat(65)])).toBe(false);
  });

  it('admin add takes the entity without id; edit needs the id', () => {
    const { id: _id, ...data } = sampleLot;
    expect(ItemAddPayloadSchema.safeParse(data).success).toBe(true);
    expect(ItemAddPayloadSchema.safeParse({ ...data, price: { USD: -1 } }).success).toBe(false);
    expect(ItemEditPayloadSchema.safeParse({ id: 11, title: 'Renamed' }).success).toBe(true);
    expect(ItemEditPayloadSchema.safeParse({ title: 'Renamed' }).success).toBe(false);
  });
});
