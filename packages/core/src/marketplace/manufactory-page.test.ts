import { describe, expect, it } from 'vitest';
import { encodeManufactoryFilter } from './manufactory-filter';
import { ownerOf, productViewKeys, readManufactoryAddress } from './manufactory-page';

describe('the manufactory page an address asks for (marketplace-content.md §2.1, §2.3, §5)', () => {
  it('"a slug whose second segment selects the view: category, all or product"; none is the Manufacturers tab', () => {
    expect(readManufactoryAddress(undefined, null)).toEqual({
      ok: true,
      view: 'manufacturers',
      filter: { category: 'all' },
    });
    expect(readManufactoryAddress(' Product ', null)).toMatchObject({ ok: true, view: 'product' });
    expect(readManufactoryAddress('nowhere', null)).toEqual({ ok: false });
  });

  it('"A query parameter named path carries an encoded filter object"; "An undecodable value sends the user to /404"', () => {
    const path = encodeManufactoryFilter({
      category: '/ships/fighters',
      manufacturerId: 3,
      manufacturerTitle: 'Nova Armaments',
    });
    expect(readManufactoryAddress('product', path)).toEqual({
      ok: true,
      view: 'product',
      filter: { category: '/ships/fighters', manufacturerId: 3, manufacturerTitle: 'Nova Armaments' },
    });
    expect(readManufactoryAddress('product', 'not-base64!')).toEqual({ ok: false });
    expect(readManufactoryAddress('product', btoa('{"manufacturerId":"3"}'))).toEqual({ ok: false });
  });

  it('"Product view: item cards for the chosen category … a sub-category list": a page of its items and the categories under it', () => {
    const filter = { category: '/ships/fighters', manufacturerId: 3, manufacturerTitle: 'Nova Armaments' };
    const items = {
      virtual_path: '/ships',
      virtual_name: 'fighters',
      manufacturer_id: 3,
      offset: 12,
      limit: 6,
    };
    expect(productViewKeys(filter, { page: 2, perPage: 6 })).toEqual({
      items,
      underItems: { ...items, with_sub_categories: true },
      subCategories: { virtual_path: '/ships/fighters', manufacturer_id: 3 },
    });
    expect(productViewKeys({ category: 'all' }, { page: 0, perPage: 6 })).toEqual({
      items: null,
      underItems: null,
      subCategories: { virtual_path: '/' },
    });
  });

  it('"a filter by tags": the chosen tags go with the item lists, so the server filters the whole category', () => {
    const keys = productViewKeys({ category: '/equipment' }, { page: 0, perPage: 6 }, ['Medical']);
    expect(keys.items).toMatchObject({ virtual_path: '/', virtual_name: 'equipment', tags: ['Medical'] });
    expect(keys.underItems).toMatchObject({ tags: ['Medical'], with_sub_categories: true });
    expect(productViewKeys({ category: '/equipment' }, { page: 0, perPage: 6 }, []).items).not.toHaveProperty(
      'tags',
    );
  });

  it('cards keep the manufacturer the view was opened for', () => {
    expect(ownerOf({ category: 'all', manufacturerId: 3, manufacturerTitle: 'Nova' })).toEqual({
      manufacturerId: 3,
      manufacturerTitle: 'Nova',
    });
    expect(ownerOf({ category: 'all' })).toEqual({});
  });
});
