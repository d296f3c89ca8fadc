// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { localePath, siteLocale, sitePath, splitLocalePath, switchLocalePath } from './locale-path';

describe('localePath: a site path in a locale (English at its own paths, German under /de)', () => {
  it('English leaves every path as it is', () => {
    expect(localePath('/basket', 'en')).toBe('/basket');
    expect(localePath('/', 'en')).toBe('/');
  });

  it('German prefixes same-site pages, the home page, queries and anchors kept', () => {
    expect(localePath('/basket', 'de')).toBe('/de/basket');
    expect(localePath('/', 'de')).toBe('/de');
    expect(localePath('/?page=2', 'de')).toBe('/de?page=2');
    expect(localePath('/search?q=ship&page=2', 'de')).toBe('/de/search?q=ship&page=2');
    expect(localePath('/settings#orders', 'de')).toBe('/de/settings#orders');
    expect(localePath('/marketplace/product/package/3/item/mk.-ii', 'de')).toBe(
      '/de/marketplace/product/package/3/item/mk.-ii',
    );
  });

  it('leaves the API, assets, other origins, anchors, relative and already prefixed paths alone', () => {
    for (const path of [
      '/api/v1/cart',
      '/api',
      '/_astro/frame.js',
      '/favicon.svg',
      '/media/ship.PNG?w=3',
      'https://partner.example/basket',
      '//cdn.example/x',
      '#orders',
      'basket',
      '',
      '/de',
      '/de/basket',
      '/de?q=1',
    ])
      expect(localePath(path, 'de'), path).toBe(path);
  });

  it('a segment that only starts like a locale is a page (/delivery, /design)', () => {
    expect(localePath('/delivery', 'de')).toBe('/de/delivery');
  });
});

describe('splitLocalePath: the locale an address is in and the page it names', () => {
  it('reads the prefix', () => {
    expect(splitLocalePath('/de/basket')).toEqual({ locale: 'de', path: '/basket' });
    expect(splitLocalePath('/de')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePath('/de/')).toEqual({ locale: 'de', path: '/' });
    expect(splitLocalePath('/de?q=1')).toEqual({ locale: 'de', path: '/?q=1' });
  });

  it('English paths, unknown prefixes and look-alikes are English', () => {
    expect(splitLocalePath('/basket')).toEqual({ locale: 'en', path: '/basket' });
    expect(splitLocalePath('/fr/basket')).toEqual({ locale: 'en', path: '/fr/basket' });
    expect(splitLocalePath('/en/basket')).toEqual({ locale: 'en', path: '/en/basket' });
    expect(splitLocalePath('/design')).toEqual({ locale: 'en', path: '/design' });
  });

  it('the pseudo-locale is a prefix only where the audit addresses it; English and German as always', () => {
    expect(splitLocalePath('/en-XA/basket')).toEqual({ locale: 'en', path: '/en-XA/basket' });
    expect(splitLocalePath('/en-XA/basket', { pseudo: true })).toEqual({ locale: 'en-XA', path: '/basket' });
    expect(splitLocalePath('/en-XA', { pseudo: true })).toEqual({ locale: 'en-XA', path: '/' });
    expect(splitLocalePath('/en-XA?q=1', { pseudo: true })).toEqual({ locale: 'en-XA', path: '/?q=1' });
    expect(splitLocalePath('/en-xa/basket', { pseudo: true })).toEqual({
      locale: 'en',
      path: '/en-xa/basket',
    });
    expect(splitLocalePath('/de/basket', { pseudo: true })).toEqual({ locale: 'de', path: '/basket' });
    expect(splitLocalePath('/basket', { pseudo: true })).toEqual({ locale: 'en', path: '/basket' });
  });

  it('a page in the pseudo-locale links in it, once', () => {
    expect(localePath('/basket', 'en-XA')).toBe('/en-XA/basket');
    expect(localePath('/', 'en-XA')).toBe('/en-XA');
    expect(localePath('/en-XA/basket', 'en-XA')).toBe('/en-XA/basket');
    expect(localePath('/en-XA/basket', 'de')).toBe('/de/en-XA/basket');
  });

  it('switchLocalePath is the same page in the other language', () => {
    expect(switchLocalePath('/settings', 'de')).toBe('/de/settings');
    expect(switchLocalePath('/de/settings', 'en')).toBe('/settings');
    expect(switchLocalePath('/de', 'en')).toBe('/');
    expect(switchLocalePath('/de/settings', 'de')).toBe('/de/settings');
  });
});

describe('sitePath: the links widgets write follow the official site page they are on', () => {
  afterEach(() => document.head.querySelector('meta[name="rdc:site-locale"]')?.remove());

  it('a page without the site meta (a partner page, whatever its lang) keeps its links', () => {
    document.documentElement.lang = 'de';
    expect(siteLocale()).toBeNull();
    expect(sitePath('/basket')).toBe('/basket');
    document.documentElement.lang = '';
  });

  it("the site's German page prefixes them; an unknown meta is English", () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'rdc:site-locale', content: 'de' });
    document.head.append(meta);
    expect(sitePath('/marketplace/product/item/7')).toBe('/de/marketplace/product/item/7');
    expect(siteLocale()).toBe('de');
    meta.content = 'fr';
    expect(siteLocale()).toBe('en');
    expect(sitePath('/basket')).toBe('/basket');
  });
});
