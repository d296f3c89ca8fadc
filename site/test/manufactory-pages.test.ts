import { encodeManufactoryFilter } from '@rdc/core';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { widgetIslands } from './islands';
import { renderResponse } from './render';
import ManufactoryPage from '../src/pages/marketplace/manufactory/[...view].astro';

const at = (view: string | undefined, query = '') =>
  renderResponse(
    ManufactoryPage,
    view === undefined ? {} : { view },
    {},
    { url: `http://localhost/marketplace/manufactory${view ? `/${view}` : ''}${query}` },
  );

const island = (html: string) => {
  const found = new JSDOM(html).window.document.querySelector(
    'main astro-island[component-export="Manufactory"]',
  );
  return {
    component: found?.getAttribute('component-export'),
    props: JSON.parse(found?.getAttribute('props') ?? '{}') as Record<string, unknown>,
  };
};

describe('/marketplace/manufactory and its views (marketplace-content.md §2.1)', () => {
  it('"/marketplace/manufactory | Manufactory, Manufacturers tab": the manufactory island, no filter', async () => {
    const { status, html } = await at(undefined);
    expect(status).toBe(200);
    expect(new JSDOM(html).window.document.title).toBe('Manufactory: Manufacturers | RDC');
    // The site's marketplace header carries the tabs (marketplace-content.md §2.7), so the island shows none
    // of its own.
    expect(island(html)).toEqual({
      component: 'Manufactory',
      props: { view: [0, ''], path: [0, ''], hideTabs: [0, true] },
    });
    // "Items can also be found through a search box": the header's.
    expect(widgetIslands(new JSDOM(html).window.document, 'header', 'Search')).not.toEqual([]);
  });

  it('"/marketplace/manufactory/product | Manufactory product list", its filter passed on', async () => {
    const path = encodeManufactoryFilter({
      category: '/ships',
      manufacturerId: 1,
      manufacturerTitle: 'Aurora Dynamics',
    });
    const { status, html } = await at('product', `?path=${path}`);
    expect(status).toBe(200);
    expect(new JSDOM(html).window.document.title).toBe('Manufactory: Products of Aurora Dynamics | RDC');
    expect(island(html).props).toEqual({ view: [0, 'product'], path: [0, path], hideTabs: [0, true] });
  });

  it('"An undecodable value sends the user to /404", as does an unknown view', async () => {
    for (const [view, query] of [
      ['product', '?path=%%%'],
      ['category', `?path=${btoa('{"manufacturerId":"one"}')}`],
      ['nowhere', ''],
    ] as const) {
      const { status, location } = await at(view, query);
      expect({ view, status, location }).toEqual({ view, status: 302, location: '/404' });
    }
  });
});
