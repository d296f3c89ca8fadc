import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderPage, renderResponse, shownText } from './render';
import { failingLocals, startSandbox } from './sandbox';
import MarketplaceIndex from '../src/pages/marketplace/index.astro';
import MarketplaceTab from '../src/pages/marketplace/[tab].astro';
import ItemPage from '../src/pages/marketplace/product/item/[id].astro';
import PackagePage from '../src/pages/marketplace/product/package/[id].astro';
import PackageItemPage from '../src/pages/marketplace/product/package/[id]/item/[slug].astro';
import SubscriptionPage from '../src/pages/marketplace/product/subscription/[id].astro';
import NotFound from '../src/pages/404.astro';
import { islandWidget } from './islands';

/** The React islands of a page: which export, how it hydrates, with what props. */
const islands = (doc: Document) =>
  [...doc.querySelectorAll('astro-island')].map((island) => ({
    ...islandWidget(island),
    inHeader: island.closest('header') !== null,
    inMain: island.closest('main') !== null,
  }));

describe('marketplace pages (marketplace-content.md §2.1, §2.7)', () => {
  it("every page's header holds the basket badge and the user menu, as browser-only islands", async () => {
    const doc = await renderPage(NotFound);
    expect(islands(doc).filter((island) => island.inHeader)).toEqual([
      {
        component: 'Search',
        client: 'only',
        props: { finds: [0, 'lots'], label: [0, 'Search the store'] },
        inHeader: true,
        inMain: false,
      },
      { component: 'BasketBadge', client: 'only', props: {}, inHeader: true, inMain: false },
      { component: 'UserMenu', client: 'only', props: {}, inHeader: true, inMain: false },
    ]);
  });

  it("the header's search and user menu mount when shown near the viewport (the mobile menu's copy and the user menu are hidden at some widths); the badge mounts at once", async () => {
    const doc = await renderPage(NotFound);
    const header = [...doc.querySelectorAll('header astro-island')].map((island) => [
      island.getAttribute('component-export'),
      islandWidget(island).component,
    ]);
    expect(header).toEqual([
      ['default', 'Search'],
      ['BasketBadge', 'BasketBadge'],
      ['default', 'UserMenu'],
    ]);
  });

  it('/marketplace opens the default tab, Virtual Currency, as the rdc-marketplace island', async () => {
    const doc = await renderPage(MarketplaceIndex);
    expect(doc.title).toBe('Virtual Currency | RDC');
    expect(shownText(doc.querySelector('h1'))).toBe('Virtual Currency');
    expect(islands(doc).filter((island) => island.inMain)).toEqual([
      {
        component: 'Marketplace',
        client: 'only',
        props: { tab: [0, 'virtual-currency'], hideTabs: [0, true] },
        inHeader: false,
        inMain: true,
      },
    ]);
  });

  it.each([
    ['virtual-currency', 'Virtual Currency'],
    ['packages', 'Packages'],
    ['subscriptions', 'Subscriptions'],
    ['limitedTimeOffers', 'Limited time offers'],
  ])('/marketplace/%s is its view', async (tab, title) => {
    const { status, html } = await renderResponse(MarketplaceTab, { tab });
    expect(status).toBe(200);
    const doc = new JSDOM(html).window.document;
    expect(shownText(doc.querySelector('h1'))).toBe(title);
    expect(islands(doc).find((island) => island.inMain)?.props).toEqual({
      tab: [0, tab],
      hideTabs: [0, true],
    });
  });

  describe("a view's page comes with its list's first answer", async () => {
    const { locals } = await startSandbox();
    const answerOf = (doc: Document) =>
      JSON.parse(
        doc.querySelector('script[type="application/json"][data-rdc-page-answer]')?.textContent ?? 'null',
      );

    it('/marketplace/packages?page=1&perPage=6: the page the list asks for first, and its first picture asked for ahead', async () => {
      const { status, html } = await renderResponse(MarketplaceTab, { tab: 'packages' }, locals, {
        url: 'http://localhost/marketplace/packages?page=1&perPage=6',
      });
      expect(status).toBe(200);
      const doc = new JSDOM(html).window.document;
      const answer = answerOf(doc);
      expect(answer).toMatchObject({ list: 'packages', key: { offset: 6, limit: 6 } });
      expect(answer.answer.list.length).toBeGreaterThan(0);
      expect(doc.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe(
        answer.answer.list[0].image_url,
      );
      // The server draws that page of the list, in the widget's shadow root, for the island to
      // take over: its cards are the answer's, its page the address's.
      const screen = doc.querySelector(
        'main astro-island [data-rdc-widget="rdc-marketplace"][inert] > template[shadowrootmode="open"]',
      ) as HTMLTemplateElement | null;
      const titles = [...(screen?.content.querySelectorAll('.lot-card__title') ?? [])].map(shownText);
      expect(titles).toEqual(answer.answer.list.map((lot: { title: string }) => lot.title));
      expect(shownText(screen?.content.querySelector('[aria-current="page"]') ?? null)).toBe('2');
    });

    it('an API that fails: the page goes out without it (the list asks for itself)', async () => {
      const { status, html } = await renderResponse(MarketplaceTab, { tab: 'packages' }, failingLocals);
      expect(status).toBe(200);
      const doc = new JSDOM(html).window.document;
      expect(answerOf(doc)).toBeNull();
      expect(doc.querySelector('link[rel="preload"][as="image"]')).toBeNull();
      expect(doc.querySelector('[data-rdc-widget]')).toBeNull();
      expect(islands(doc).find((island) => island.inMain)?.component).toBe('Marketplace');
    });
  });

  it('"matched from the url case-insensitively and ignoring surrounding spaces": another spelling goes to the view\'s address', async () => {
    const { status, html } = await renderResponse(MarketplaceTab, { tab: ' PACKAGES ' });
    expect(status).toBe(301);
    expect(html).toBe('');
  });

  it('an unknown tab is the not-found page with 404', async () => {
    const { status, html } = await renderResponse(MarketplaceTab, { tab: 'weapons' });
    expect(status).toBe(404);
    expect(shownText(new JSDOM(html).window.document.querySelector('h1'))).toBe('Page not found');
  });

  describe('/marketplace/product/item/{id}, rendered on demand from the API', async () => {
    const { locals, admin: adminCall } = await startSandbox();

    it("holds the lot's title, description, Open Graph tags and Product data in the served HTML", async () => {
      const { status, html } = await renderResponse(ItemPage, { id: '12' }, locals);
      expect(status).toBe(200);
      const doc = new JSDOM(html).window.document;
      const title = shownText(doc.querySelector('h1')) ?? '';
      expect(title).not.toBe('');
      expect(doc.title).toBe(`${title} | RDC`);
      expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(title);
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).not.toBe('');
      const product = JSON.parse(
        doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
      );
      expect(product).toMatchObject({
        '@type': 'Product',
        name: title,
        offers: { '@type': 'Offer', priceCurrency: 'USD' },
      });
      expect(product.offers.price).toMatch(/^\d+\.\d\d$/);
      const footer = islands(doc).find((island) => island.component === 'ProductFooter');
      // Astro serialises each prop as [type, value]; 0 is a plain value.
      expect(footer?.props).toEqual({ lotId: [0, 12], lotType: [0, 'item'] });
    });

    it('comes with the lot its footer shows, as the footer would ask for it, just before the footer', async () => {
      const { html } = await renderResponse(ItemPage, { id: '12' }, locals);
      const doc = new JSDOM(html).window.document;
      const scripts = doc.querySelectorAll('script[data-rdc-page-answer]');
      expect(scripts).toHaveLength(1);
      const answer = JSON.parse(scripts[0]?.textContent ?? 'null');
      expect(answer).toMatchObject({
        list: 'lot',
        key: { lotType: 'item', lotId: 12 },
        answer: { id: 12, lot_type: 'item', title: shownText(doc.querySelector('h1')) },
      });
      // Adopted before the footer's island renders: it sits in the footer's box, ahead of the island.
      expect(scripts[0]?.parentElement?.matches('.product__footer')).toBe(true);
      expect(scripts[0]?.nextElementSibling?.localName).toBe('astro-island');
    });

    it('a lot added after the build has its page at once; server text stays text', async () => {
      const added = await adminCall('/market/items/add', {
        title: 'Nova </script><script>alert(1)</script>',
        description: 'Added after the build',
        lot_type: 'item',
        price: { USD: 4200, RDC: 9900 },
        category_id: 1,
      });
      const { status, html } = await renderResponse(ItemPage, { id: String(added.id) }, locals);
      expect(status).toBe(200);
      const doc = new JSDOM(html).window.document;
      expect(shownText(doc.querySelector('h1'))).toBe('Nova </script><script>alert(1)</script>');
      // No script the browser runs holds it; the page's data blocks hold it as data, and read back the same.
      const dataTypes = ['application/ld+json', 'application/json'];
      expect(
        [...doc.querySelectorAll('script')].filter(
          (script) => script.textContent?.includes('alert(1)') && !dataTypes.includes(script.type),
        ),
      ).toEqual([]);
      const footerLot = doc.querySelector('script[data-rdc-page-answer]')?.textContent ?? '';
      expect(footerLot).not.toContain('<');
      expect(JSON.parse(footerLot).answer.title).toBe('Nova </script><script>alert(1)</script>');
      expect(
        JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}').offers.price,
      ).toBe('42.00');
    });

    it('an unknown or disabled lot shows NoItem with 404', async () => {
      const unknown = await renderResponse(ItemPage, { id: '999999' }, locals);
      expect(unknown.status).toBe(404);
      expect(shownText(new JSDOM(unknown.html).window.document.querySelector('h1'))).toBe('NoItem');
      const notANumber = await renderResponse(ItemPage, { id: 'abc' }, locals);
      expect(notANumber.status).toBe(404);
      const disabled = await adminCall('/market/items/add', {
        title: 'Retired',
        lot_type: 'item',
        price: { USD: 100 },
        category_id: 1,
      });
      await adminCall('/market/items/edit', { id: disabled.id, enabled: false });
      const retired = await renderResponse(ItemPage, { id: String(disabled.id) }, locals);
      expect(retired.status).toBe(404);
      expect(shownText(new JSDOM(retired.html).window.document.querySelector('h1'))).toBe('NoItem');
    });

    it("an API that fails gives the spec's Error status, not a 500 with a stack", async () => {
      const { status, html } = await renderResponse(ItemPage, { id: '12' }, failingLocals);
      expect(status).toBe(503);
      expect(shownText(new JSDOM(html).window.document.querySelector('h1'))).toBe('Error');
    });
  });

  describe('packages, package items and subscriptions have pages too, rendered on demand', async () => {
    const { locals, admin } = await startSandbox();
    const documentOf = (html: string) => new JSDOM(html).window.document;

    it("/marketplace/product/package/{id}: the package, its composition linking to each item's page, and its footer", async () => {
      const { status, html } = await renderResponse(PackagePage, { id: '1' }, locals);
      expect(status).toBe(200);
      const doc = documentOf(html);
      expect(shownText(doc.querySelector('h1'))).not.toBe('');
      const items = [...doc.querySelectorAll('#items-heading ~ ul a')].map((a) => a.getAttribute('href'));
      expect(items.length).toBeGreaterThan(0);
      for (const href of items)
        expect(href).toMatch(/^\/marketplace\/product\/package\/1\/item\/[a-z0-9-]+$/);
      expect(islands(doc).find((island) => island.component === 'ProductFooter')?.props).toEqual({
        lotId: [0, 1],
        lotType: [0, 'package'],
      });
      // With the package its footer shows, without its items' own blocks, which the page draws itself.
      const answer = JSON.parse(doc.querySelector('script[data-rdc-page-answer]')?.textContent ?? 'null');
      expect(answer).toMatchObject({ list: 'lot', key: { lotType: 'package', lotId: 1 } });
      expect(answer.answer.lot_items.length).toBeGreaterThan(0);
      expect(answer.answer.lot_items.filter((item: object) => 'data' in item)).toEqual([]);
    });

    it('/marketplace/product/package/{id}/item/{slug}: the item the slug chooses, with Database Reset: YES; a slug not in the package goes to /404', async () => {
      const pkg = documentOf((await renderResponse(PackagePage, { id: '1' }, locals)).html);
      const link = pkg.querySelector('#items-heading ~ ul a');
      const slug = link?.getAttribute('href')?.split('/').at(-1) ?? '';
      const { status, html } = await renderResponse(PackageItemPage, { id: '1', slug }, locals);
      expect(status).toBe(200);
      const doc = documentOf(html);
      expect(shownText(doc.querySelector('h1'))).toBe(shownText(link));
      expect(doc.body.textContent).toContain('Database Reset: YES');
      expect(shownText(doc.querySelector('main [aria-current="page"]'))).toBe(shownText(link));
      // Its footer buys the package, and the page comes with the package.
      expect(
        JSON.parse(doc.querySelector('script[data-rdc-page-answer]')?.textContent ?? 'null').key,
      ).toEqual({ lotType: 'package', lotId: 1 });
      const missing = await renderResponse(PackageItemPage, { id: '1', slug: 'not-in-this-package' }, locals);
      expect(missing.status).toBe(302);
    });

    it('/marketplace/product/subscription/{id}: the subscription and its footer; a disabled one is NoItem with 404', async () => {
      const { status, html } = await renderResponse(SubscriptionPage, { id: '1' }, locals);
      expect(status).toBe(200);
      expect(islands(documentOf(html)).find((island) => island.component === 'ProductFooter')?.props).toEqual(
        { lotId: [0, 1], lotType: [0, 'subscription'] },
      );
      // With its periods and its lot, one answer each.
      expect(
        [...documentOf(html).querySelectorAll('script[data-rdc-page-answer]')].map(
          (script) => JSON.parse(script.textContent ?? 'null').list,
        ),
      ).toEqual(['periods', 'lot']);
      await admin('/market/subscription/edit', { id: 2, enabled: false });
      const disabled = await renderResponse(SubscriptionPage, { id: '2' }, locals);
      expect(disabled.status).toBe(404);
      expect(shownText(documentOf(disabled.html).querySelector('h1'))).toBe('NoItem');
    });
  });
});
