import {
  catalogue,
  getApi,
  loadCoinPacksAnswer,
  loadLocale,
  loadManufactoryAnswers,
  pageAnswerState,
  readManufactoryAddress,
  type QueryState,
} from '@rdc/core';
import { resetCatalogue } from '@rdc/core/testing';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { withSandbox } from '../test/sandbox';
import type { PageSnapshot } from './platform/page-snapshot';
import { loadServerWidget, ShadowFirstScreen } from './server';

const harness = withSandbox();

beforeEach(() => resetCatalogue());

/** A page of the packages list as the API answers it. */
const packagesPage = {
  count: 7,
  list: [
    {
      id: 1,
      type: 'package',
      title: 'Veteran <Pack> I',
      header: '5 items',
      image_url: '/media/package/1.svg',
      enabled: true,
      price: { USD: 75499, RDC: 754990 },
      lot_items: [],
      lot_packages: [],
    },
  ],
};

/** A snapshot answering the packages list's second page (?page=1) only. */
function snapshotOf(url: string, locale: PageSnapshot['locale'] = 'en'): PageSnapshot {
  return {
    url: new URL(url),
    locale,
    stateOf: (query, key): QueryState<unknown> | undefined =>
      query === catalogue.packages && JSON.stringify(key) === JSON.stringify({ offset: 6, limit: 6 })
        ? { status: 'loaded', value: packagesPage }
        : undefined,
  };
}

/** The packages tab's first screen, as a server writes it for a page at `url`. */
async function packagesScreen(url: string, locale: PageSnapshot['locale'] = 'en') {
  const widget = await loadServerWidget('rdc-marketplace');
  const html = renderToString(
    <ShadowFirstScreen
      widget={widget}
      props={{ tab: 'packages', hideTabs: true }}
      snapshot={snapshotOf(url, locale)}
    />,
  );
  return { widget, html };
}

describe("a widget's first screen drawn on a server (@rdc/widgets/server)", () => {
  it('is the widget in its host and a declarative shadow root with its styles, inert until the widget takes over', async () => {
    const { widget, html } = await packagesScreen('https://rdc.test/marketplace/packages?page=1');
    expect(html).toContain(
      '<div data-rdc-widget="rdc-marketplace" inert=""><template shadowrootmode="open"><style>',
    );
    // The stylesheet is the text the page's policy lists by its hash: the theme, then the widget's.
    expect(html).toContain(`<style>${widget.css}</style>`);
    expect(widget.css).toMatch(/:host\s*\{/);
    expect(widget.css).toContain('.lot-card');
    expect(widget.css).toContain('.sub-chunk__cell:nth-child(5){flex-grow:15}');
    // The answer's card, its title as text, its prices as money, its link; the address's page.
    const shadow = new DOMParser().parseFromString(html, 'text/html').querySelector('template')!.content;
    expect(shadow.querySelector('.lot-card__title')?.textContent).toBe('Veteran <Pack> I');
    expect(shadow.querySelector('[part="prices"]')?.textContent).toMatch(/^\$754\.99RDC\s7,549\.90$/);
    expect(shadow.querySelector('[aria-current="page"]')?.textContent).toBe('2');
    // The navigator's links are the page's own address (a link works before the widget takes over).
    expect(shadow.querySelector('a[href="/marketplace/packages?page=1"]')?.textContent).toBe('2');
    expect(shadow.querySelector('a[href="/marketplace/packages"]')?.textContent).toBe('Previous');
    // A server asks no store and no API: the page's answer is all it reads.
    expect(harness.calls).toEqual([]);
  });

  it("writes in the page's locale, and shows the loading state for a list the page came without", async () => {
    // The host loads the page's catalogue first, as the site's middleware does.
    await loadLocale('de');
    const { html: german } = await packagesScreen('https://rdc.test/de/marketplace/packages?page=1', 'de');
    expect(german).toContain('Pakete pro Seite');
    expect(german).toContain('754,99');

    const { html: without } = await packagesScreen('https://rdc.test/marketplace/packages');
    expect(without).toContain('data-testid="list-skeleton"');
    expect(harness.calls).toEqual([]);
  });

  it("draws a view fetched on demand once `ready` has its code: the manufactory's product view, its items, tags and tree, with their styles", async () => {
    const path = Buffer.from(JSON.stringify({ category: '/ships/fighters/light' })).toString('base64url');
    const url = new URL(`https://rdc.test/marketplace/manufactory/product?path=${path}&tags=Combat`);
    const address = readManufactoryAddress('product', path);
    if (!address.ok) throw new Error('the address reads');
    // The site's server asks the API for the page's answers; the widget then reads only them.
    const answers = await loadManufactoryAnswers(getApi().market, address, url.searchParams);
    harness.calls.length = 0;
    const widget = await loadServerWidget('rdc-manufactory');
    const props = { view: 'product', path, hideTabs: true };
    await widget.ready(props);
    const html = renderToString(
      <ShadowFirstScreen
        widget={widget}
        props={props}
        snapshot={{
          url,
          locale: 'en',
          stateOf: (query, key) => pageAnswerState(answers, query, key),
        }}
      />,
    );
    // The view's and the tree's styles, which their code adds in a browser, are in the screen's.
    expect(widget.css).toContain('.m-item');
    expect(widget.css).toContain('.tree__link');
    const shadow = new DOMParser().parseFromString(html, 'text/html').querySelector('template')!.content;
    const items = [...shadow.querySelectorAll('.m-item')];
    expect(items.length).toBeGreaterThan(0);
    // Only the items with the address's tag, each with its prices as money.
    for (const item of items) {
      expect(item.textContent).toContain('Combat');
      expect(item.textContent).toMatch(/\$[\d,]+\.\d\d/);
    }
    // The tag filter shows the address's choice.
    const chosen = [...shadow.querySelectorAll('.m-tags__tag')].filter((tag) =>
      tag.querySelector('input')?.hasAttribute('checked'),
    );
    expect(chosen.map((tag) => tag.textContent)).toEqual(['Combat']);
    expect(shadow.querySelector('.tree__link[aria-current="page"]')?.textContent).toBe('Light Fighters');
    expect(shadow.querySelector('[data-testid="list-skeleton"]')).toBeNull();
    expect(harness.calls).toEqual([]);
  });

  it("draws the coin-pack slider from the page's answer: every pack as a slide's card with its money, Swiper's layout in the stylesheet, no skeleton", async () => {
    const answer = await loadCoinPacksAnswer(getApi().market);
    if (!answer) throw new Error('the sandbox answers');
    harness.calls.length = 0;
    const widget = await loadServerWidget('rdc-coin-packs');
    const html = renderToString(
      <ShadowFirstScreen
        widget={widget}
        props={{}}
        snapshot={{
          url: new URL('https://rdc.test/embed/coin-packs'),
          locale: 'en',
          stateOf: (query, key) => pageAnswerState([answer], query, key),
        }}
      />,
    );
    // Before Swiper runs, its own stylesheet lays the slides in a row and shows the first.
    expect(widget.css).toContain('.swiper-wrapper');
    expect(widget.css).toContain('.packs__grid');
    const shadow = new DOMParser().parseFromString(html, 'text/html').querySelector('template')!.content;
    const slides = [...shadow.querySelectorAll('.swiper-slide')];
    // "6 per slide" (accounts-cart-checkout.md §2).
    expect(slides[0]?.querySelectorAll('.pack')).toHaveLength(6);
    const prices = [...shadow.querySelectorAll('[part="price"]')].map((price) =>
      price.getAttribute('aria-label'),
    );
    expect(prices).toHaveLength(answer.answer.list.length);
    expect(prices.every((price) => /^\$[\d,]+\.\d\d$/.test(price ?? ''))).toBe(true);
    expect(shadow.querySelector('[data-testid="coin-pack-skeleton"]')).toBeNull();
    expect(harness.calls).toEqual([]);
  });
});
