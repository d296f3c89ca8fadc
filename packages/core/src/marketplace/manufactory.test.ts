import { describe, expect, it } from 'vitest';
import { categoryTitles, manufactoryBreadcrumbs } from './breadcrumbs';
import { categoryHref, manufacturerHref, manufacturerImage } from './cards';
import { ALL_CATEGORIES, decodeManufactoryFilter, encodeManufactoryFilter } from './manufactory-filter';
import {
  MANUFACTORY_VIEWS,
  manufactoryHref,
  manufactoryViewSegment,
  matchManufactoryView,
} from './manufactory-views';

const filterOf = (href: string) =>
  decodeManufactoryFilter(new URL(href, 'http://x').searchParams.get('path'));

describe('the manufactory filter in ?path= (marketplace-content.md §2.1, §5)', () => {
  it('"an encoded filter object with the fields category (default all), manufacturerId and manufacturerTitle"', () => {
    const filter = { category: '/ships/fighters', manufacturerId: 3, manufacturerTitle: 'Ørsted Yards — 星' };
    expect(decodeManufactoryFilter(encodeManufactoryFilter(filter))).toEqual({ ok: true, filter });
    expect(decodeManufactoryFilter(null)).toEqual({ ok: true, filter: { category: ALL_CATEGORIES } });
    expect(decodeManufactoryFilter(encodeManufactoryFilter({ manufacturerId: 2 } as never))).toEqual({
      ok: true,
      filter: { category: 'all', manufacturerId: 2 },
    });
  });

  it('the encoding is safe in an address (no +, / or =)', () => {
    expect(encodeManufactoryFilter({ category: '/??>>>', manufacturerTitle: '~~~' })).toMatch(
      /^[A-Za-z0-9_-]+$/,
    );
  });

  it.each([
    ['not base64', '%%%'],
    ['base64 of text that is not JSON', btoa('hello')],
    ['a JSON array', btoa('[1]')],
    ['manufacturerId as text', btoa(JSON.stringify({ category: 'all', manufacturerId: 'x' }))],
    ['category as a number', btoa(JSON.stringify({ category: 5 }))],
    ['invalid UTF-8', btoa('\xff\xfe')],
  ])('"Encoded route data that cannot be decoded or parsed leads to /404": %s', (_, value) => {
    expect(decodeManufactoryFilter(value)).toEqual({ ok: false });
  });
});

describe('manufactory views (marketplace-content.md §2.1, §2.3)', () => {
  it('"a slug whose second segment selects the view: category, all or product"', () => {
    expect(matchManufactoryView(undefined)).toBe('manufacturers');
    expect(matchManufactoryView(' Category ')).toBe('category');
    expect(matchManufactoryView('all')).toBe('all');
    expect(matchManufactoryView('product')).toBe('product');
    expect(matchManufactoryView('nope')).toBeNull();
  });

  it("a view's address reads back as its view, behind a locale's prefix or not, with its filter or not", () => {
    for (const view of MANUFACTORY_VIEWS) {
      for (const prefix of ['', '/de']) {
        const href = `${prefix}${manufactoryHref(view, { category: '/ships' })}`;
        const { pathname } = new URL(href, 'https://rdc.test');
        expect(matchManufactoryView(manufactoryViewSegment(pathname))).toBe(view);
        expect(matchManufactoryView(manufactoryViewSegment(`${prefix}${manufactoryHref(view)}`))).toBe(view);
      }
    }
    expect(manufactoryViewSegment('/marketplace/manufactory')).toBe('');
  });

  it('a manufacturer card "links to the category view with the path parameter holding manufacturerId, manufacturerTitle and category"', () => {
    const href = manufacturerHref({ id: 4, title: 'Aurora' });
    expect(href.startsWith('/marketplace/manufactory/category?path=')).toBe(true);
    expect(filterOf(href)).toEqual({
      ok: true,
      filter: { category: 'all', manufacturerId: 4, manufacturerTitle: 'Aurora' },
    });
  });

  it('"A card shows its image, or its title when the image is missing or is only a slash"', () => {
    expect(manufacturerImage({ image_url: '/img/a.png' })).toBe('/img/a.png');
    expect(manufacturerImage({ image_url: '/' })).toBeNull();
    expect(manufacturerImage({ image_url: ' ' })).toBeNull();
    expect(manufacturerImage({})).toBeNull();
  });

  it('a category card "links to the product view with the category path set to the card\'s virtual_path followed by its virtual_name"', () => {
    const href = categoryHref(
      { id: 1, virtual_path: '/ships', virtual_name: 'fighters' },
      { manufacturerId: 2, manufacturerTitle: 'A' },
    );
    expect(href?.startsWith('/marketplace/manufactory/product?path=')).toBe(true);
    expect(filterOf(href ?? '')).toEqual({
      ok: true,
      filter: { category: '/ships/fighters', manufacturerId: 2, manufacturerTitle: 'A' },
    });
    expect(categoryHref({ id: 1, virtual_path: '/ships' })).toBeNull();
  });

  it('the default filter leaves ?path= out', () => {
    expect(manufactoryHref('all')).toBe('/marketplace/manufactory/all');
    expect(manufactoryHref('manufacturers')).toBe('/marketplace/manufactory');
  });
});

describe('breadcrumbs (marketplace-content.md §2.3)', () => {
  it('"Breadcrumbs start with the manufacturer title, or \'Main\' when none is set, then one crumb per segment of the category path"', () => {
    expect(manufactoryBreadcrumbs({ category: 'all' }, 'en').map((crumb) => crumb.title)).toEqual(['Main']);
    const crumbs = manufactoryBreadcrumbs(
      {
        category: '/ships/fighters/light',
        manufacturerId: 1,
        manufacturerTitle: 'Aurora',
      },
      'en',
    );
    expect(crumbs.map((crumb) => crumb.title)).toEqual(['Aurora', 'ships', 'fighters', 'light']);
  });

  it('a crumb reads as its category card does: the category title, not the slug, once the categories are known', () => {
    const titles = categoryTitles([
      { id: 1, title: 'Ships', virtual_path: '/', virtual_name: 'ships' },
      { id: 2, title: 'Fighters', virtual_path: '/ships', virtual_name: 'fighters' },
      { id: 3, virtual_path: '/ships/fighters', virtual_name: 'light' },
    ]);
    const crumbs = manufactoryBreadcrumbs({ category: '/ships/fighters/light' }, 'en', titles);
    expect(crumbs.map((crumb) => crumb.title)).toEqual(['Main', 'Ships', 'Fighters', 'light']);
  });

  it('"The root crumb links to the category view; deeper crumbs link to the product view."', () => {
    const crumbs = manufactoryBreadcrumbs(
      {
        category: '/ships/fighters',
        manufacturerId: 1,
        manufacturerTitle: 'Aurora',
      },
      'en',
    );
    expect(crumbs[0]?.href.startsWith('/marketplace/manufactory/category')).toBe(true);
    expect(filterOf(crumbs[0]?.href ?? '')).toEqual({
      ok: true,
      filter: { category: 'all', manufacturerId: 1, manufacturerTitle: 'Aurora' },
    });
    expect(crumbs[1]?.href.startsWith('/marketplace/manufactory/product?path=')).toBe(true);
    expect(filterOf(crumbs[1]?.href ?? '')).toMatchObject({ filter: { category: '/ships' } });
    expect(filterOf(crumbs[2]?.href ?? '')).toMatchObject({ filter: { category: '/ships/fighters' } });
  });
});
