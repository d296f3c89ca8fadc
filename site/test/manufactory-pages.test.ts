import { encodeManufactoryFilter } from '@rdc/core';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { widgetIslands } from './islands';
import { renderResponse, shownText } from './render';
import { failingLocals, startSandbox } from './sandbox';
import ManufactoryPage from '../src/pages/marketplace/manufactory/[...view].astro';

const at = (view: string | undefined, query = '', locals: object = {}) =>
  renderResponse(ManufactoryPage, view === undefined ? {} : { view }, locals, {
    url: `http://localhost/marketplace/manufactory${view ? `/${view}` : ''}${query}`,
  });

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

  describe("a view's page comes with the answers of the lists it shows first, and the server draws them", async () => {
    const { locals } = await startSandbox();
    const answersOf = (doc: Document) =>
      [...doc.querySelectorAll('script[type="application/json"][data-rdc-page-answer]')].map(
        (script) =>
          JSON.parse(script.textContent ?? 'null') as {
            list: string;
            answer: { list: { title: string; image_url: string }[] };
          },
      );
    const screenOf = (doc: Document) =>
      (
        doc.querySelector(
          'main astro-island [data-rdc-widget="rdc-manufactory"][inert] > template[shadowrootmode="open"]',
        ) as HTMLTemplateElement | null
      )?.content;

    it('the Manufacturers tab: its page of manufacturers, drawn as their cards, the first picture asked for ahead', async () => {
      const { status, html } = await at(undefined, '', locals);
      expect(status).toBe(200);
      const doc = new JSDOM(html).window.document;
      const [manufacturers, ...others] = answersOf(doc);
      expect(manufacturers?.list).toBe('manufacturers');
      expect(others).toEqual([]);
      const titles = [...(screenOf(doc)?.querySelectorAll('.m-card__title') ?? [])].map(shownText);
      expect(titles).toEqual(manufacturers!.answer.list.map(({ title }) => title));
      expect(doc.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe(
        manufacturers!.answer.list[0]!.image_url,
      );
    });

    it("a category's product view: its items, sub-categories and the tree, drawn with the tree open at the category", async () => {
      const path = encodeManufactoryFilter({ category: '/ships/fighters/light' });
      const { html } = await at('product', `?path=${path}`, locals);
      const doc = new JSDOM(html).window.document;
      const answers = answersOf(doc);
      expect(answers.map(({ list }) => list)).toEqual(['items', 'categories', 'categoryTree']);
      const screen = screenOf(doc);
      const titles = [...(screen?.querySelectorAll('.m-item__title') ?? [])].map(shownText);
      expect(titles).toEqual(answers[0]!.answer.list.map(({ title }) => title));
      expect(shownText(screen?.querySelector('.tree__link[aria-current="page"]') ?? null)).toBe(
        'Light Fighters',
      );
    });

    it('an API that fails: the page goes out without answers or a screen (the view asks for itself)', async () => {
      const { status, html } = await at('product', '', failingLocals);
      expect(status).toBe(200);
      const doc = new JSDOM(html).window.document;
      expect(answersOf(doc)).toEqual([]);
      expect(doc.querySelector('[data-rdc-widget]')).toBeNull();
      expect(island(html).component).toBe('Manufactory');
    });
  });
});
