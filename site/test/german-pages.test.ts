import { loadLocale } from '@rdc/core';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { localeOfRequest } from '../src/locale';
import { renderPage, renderResponse, shownText } from './render';
import Settings from '../src/pages/settings.astro';
import NotFound from '../src/pages/404.astro';
import GermanNowhere from '../src/pages/de/[...path].astro';
import PseudoBasket from '../src/pages/en-XA/basket.astro';
import CreatorCorners from '../src/pages/creator-corners.astro';
import { failingLocals } from './sandbox';

const hrefs = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(`${selector} a[href^="/"]`)].map((a) => a.getAttribute('href') ?? '');

describe("the middleware's locale: the address carries the page's language", () => {
  it("English at the site's own paths, rendered as they are", () => {
    expect(localeOfRequest('/')).toEqual({ locale: 'en', rewrite: null });
    expect(localeOfRequest('/marketplace/product/item/3')).toEqual({ locale: 'en', rewrite: null });
  });

  it('German under /de, rendered by the page without the prefix', () => {
    expect(localeOfRequest('/de')).toEqual({ locale: 'de', rewrite: '/' });
    expect(localeOfRequest('/de/')).toEqual({ locale: 'de', rewrite: '/' });
    expect(localeOfRequest('/de/marketplace/product/item/3')).toEqual({
      locale: 'de',
      rewrite: '/marketplace/product/item/3',
    });
  });

  it('an unknown prefix is no language, just a path (404 as any other)', () => {
    expect(localeOfRequest('/fr/basket')).toEqual({ locale: 'en', rewrite: null });
    expect(localeOfRequest('/design')).toEqual({ locale: 'en', rewrite: null });
    // The pseudo-locale has no address on a server a player reaches.
    expect(localeOfRequest('/en-XA/basket')).toEqual({ locale: 'en', rewrite: null });
  });
});

describe("the pseudo-locale's addresses, on a server started for its audit", () => {
  const pseudo = { pseudo: true };

  it('/en-XA is the page without the prefix, in en-XA', () => {
    expect(localeOfRequest('/en-XA', pseudo)).toEqual({ locale: 'en-XA', rewrite: '/' });
    expect(localeOfRequest('/en-XA/marketplace/packages', pseudo)).toEqual({
      locale: 'en-XA',
      rewrite: '/marketplace/packages',
    });
  });

  it('English and German read exactly as on any other server', () => {
    expect(localeOfRequest('/basket', pseudo)).toEqual({ locale: 'en', rewrite: null });
    expect(localeOfRequest('/de/basket', pseudo)).toEqual({ locale: 'de', rewrite: '/basket' });
    expect(localeOfRequest('/fr/basket', pseudo)).toEqual({ locale: 'en', rewrite: null });
  });

  it("a prerendered page's pseudo-locale twin renders it only where the address is the pseudo-locale", async () => {
    await loadLocale('en-XA');
    const addressed = await renderResponse(PseudoBasket, {}, { locale: 'en-XA' });
    expect(addressed.status).toBe(200);
    const doc = new JSDOM(addressed.html).window.document;
    expect(doc.documentElement.lang).toBe('en-XA');
    expect(shownText(doc.querySelector('main h1'))).toMatch(/^⟦.+⟧$/);
    // Any other server reads `/en-XA/basket` as English: a path no page answers.
    const elsewhere = await renderResponse(PseudoBasket);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.html).toContain('Page not found');
  });
});

describe('a page in German (the locale the middleware wrote into its locals)', () => {
  // As the middleware does before a German page renders.
  beforeAll(() => loadLocale('de'));

  it("declares it on <html lang> and for the widgets' links, and writes its own texts in it", async () => {
    const doc = await renderPage(Settings, {}, { locale: 'de' });
    expect(doc.documentElement.lang).toBe('de');
    expect(doc.querySelector('meta[name="rdc:site-locale"]')?.getAttribute('content')).toBe('de');
    expect(doc.title).toBe('Einstellungen | RDC');
    expect(shownText(doc.querySelector('main h1'))).toBe('Einstellungen');
  });

  it('every same-site link of its header and footer stays in German', async () => {
    const doc = await renderPage(Settings, {}, { locale: 'de' });
    const links = [...hrefs(doc, 'header'), ...hrefs(doc, 'footer')];
    expect(links.length).toBeGreaterThan(10);
    for (const href of links) expect(href).toMatch(/^\/de(?:[/?#]|$)/);
    expect(links).toContain('/de/marketplace');
    expect(links).toContain('/de');
  });

  it('the English page is as before: English texts and links', async () => {
    const doc = await renderPage(Settings);
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('Settings | RDC');
    expect(hrefs(doc, 'header')).toContain('/marketplace');
    for (const href of hrefs(doc, 'header')) expect(href).not.toMatch(/^\/de\b/);
  });

  it("Creators Corner's own texts, which exist only in English, are marked English; its controls are German", async () => {
    // The server has no data for the page: the content collections' defaults are shown.
    const doc = await renderPage(CreatorCorners, {}, { ...failingLocals, locale: 'de' });
    expect(doc.documentElement.lang).toBe('de');
    const english = (selector: string) =>
      doc.querySelector(selector)?.closest('[lang]')?.getAttribute('lang');
    for (const selector of [
      '#creators-title',
      '#Overview p',
      '.creators__roles h3',
      '.creators__stories h3',
      '#unreal-title',
      '#UnrealEngineTemplate li',
      '.faq__question',
      '#signup-title',
    ])
      expect(english(selector), selector).toBe('en');
    // The buttons and headings from the catalogue are German, and not marked English.
    const download = [...doc.querySelectorAll('#UnrealEngineTemplate a')].find(
      (a) => a.closest('[lang]') === doc.documentElement,
    );
    expect(shownText(download)).not.toMatch(/^Download/);
    expect(shownText(doc.querySelector('#UnrealEngineTemplate h3'))).not.toBe('Requirements');
    expect(doc.querySelector('#UnrealEngineTemplate h3')?.closest('[lang]')?.getAttribute('lang')).toBe('de');
  });

  it('a German address no page answers is the not-found page, in German, with 404', async () => {
    const doc = await renderPage(GermanNowhere, { path: 'nothing-here' }, { locale: 'de' });
    expect(shownText(doc.querySelector('main h1'))).toBe('Seite nicht gefunden');
    expect(doc.documentElement.lang).toBe('de');
    expect(shownText((await renderPage(NotFound)).querySelector('main h1'))).toBe('Page not found');
  });
});
