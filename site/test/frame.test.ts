import { HEADER_VERSIONS } from '@rdc/core';
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import SiteHeader from '../src/components/SiteHeader.astro';
import WelcomePage from '../src/pages/welcome-to-the-future.astro';
import BaseLayout from '../src/layouts/BaseLayout.astro';
import { widgetIslands } from './islands';
import { renderComponent, renderResponse, shownText } from './render';
import { failingLocals, startSandbox } from './sandbox';
import { defaultHeaderLinks } from '@rdc/core';

const documentOf = (html: string) => new JSDOM(html).window.document;

const header = (version: string, pathname = '/') =>
  renderComponent(SiteHeader, { version, links: defaultHeaderLinks('en'), pathname });

describe('the header in its nine versions (marketplace-content.md §2.7)', () => {
  it('"coming_soon shows only the logo"', async () => {
    const doc = await header('coming_soon');
    expect(doc.querySelector('header a.logo')?.getAttribute('href')).toBe('/');
    expect(doc.querySelectorAll('header a, header button, header input')).toHaveLength(1);
    expect(doc.querySelector('#mobile-menu')).toBeNull();
  });

  it('"default, home_page and product_page use the main tabs; default_transparent and compact_outline use a skewed menu with a logo; marketplace uses tabs that switch the marketplace tab. All show a search box."', async () => {
    const down = async (version: string) => {
      const doc = await header(version, '/marketplace/packages');
      return {
        kind: doc.querySelector('.header-down')?.className.replace('header-down header-down--', '') ?? 'none',
        logo: doc.querySelector('.header-down .header-down__logo') !== null,
        search: widgetIslands(doc, 'header [role="search"]', 'Search').length > 0,
        tabs: [...doc.querySelectorAll('.header-down li a')].map(shownText),
        active: shownText(doc.querySelector('.header-down a[aria-current="page"]')) ?? null,
      };
    };
    const byVersion = Object.fromEntries(
      await Promise.all(HEADER_VERSIONS.map(async (version) => [version, await down(version)] as const)),
    );
    for (const version of ['default', 'home_page', 'product_page'])
      expect(byVersion[version]).toMatchObject({ kind: 'main-tabs', logo: false, search: true });
    for (const version of ['default_transparent', 'compact_outline'])
      expect(byVersion[version]).toMatchObject({ kind: 'skewed-menu', logo: true, search: true });
    expect(byVersion.marketplace).toEqual({
      kind: 'marketplace-tabs',
      logo: false,
      search: true,
      tabs: ['Virtual Currency', 'Packages', 'Manufactory', 'Subscriptions', 'Limited Offers'],
      // "The active tab follows the route."
      active: 'Packages',
    });
    for (const version of ['basket', 'settings_page'])
      expect(byVersion[version]).toMatchObject({ kind: 'none', search: true });
  });

  it('an unknown version falls back to default', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const doc = await renderComponent(BaseLayout, { title: 'Test', headerVersion: 'fancy' }, failingLocals);
    expect(doc.querySelector('header')?.getAttribute('data-version')).toBe('default');
    expect(doc.querySelector('.header-down--main-tabs')).not.toBeNull();
  });
});

describe('navigation from the link templates, at request time on a page rendered on demand', async () => {
  const { locals, admin } = await startSandbox();
  const mainLinks = (doc: Document) =>
    [...doc.querySelectorAll('nav[aria-label="Main"] > ul > li > a')].map(shownText);

  it("the header template's enabled links in their stored order; an edit shows on the next render", async () => {
    const before = documentOf((await renderResponse(WelcomePage, {}, locals)).html);
    expect(mainLinks(before)).toEqual(['Games', 'Creators Corner', 'Community', 'Marketplace']);
    await admin('/link/template/edit', {
      id: 1,
      page_list: {
        page_links: [
          { id: 1, title: 'Games', url: '/welcome-to-the-future', enabled: true },
          { id: 2, title: 'Hidden', url: '/', enabled: false },
          {
            id: 3,
            title: 'Fleet',
            url: '/marketplace',
            enabled: true,
            sub_links: [
              { id: 31, title: 'Ships', url: '/marketplace' },
              { id: 32, title: 'Docks', url: '/' },
            ],
            sub_links_order: [32, 31],
          },
        ],
        page_links_order: [3, 2, 1],
      },
    });
    const after = documentOf((await renderResponse(WelcomePage, {}, locals)).html);
    expect(mainLinks(after)).toEqual(['Fleet', 'Games']);
    expect([...after.querySelectorAll('nav[aria-label="Main"] li.has-sub ul a')].map(shownText)).toEqual([
      'Docks',
      'Ships',
    ]);
  });

  it('"or a built-in default" when the server fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const doc = documentOf((await renderResponse(WelcomePage, {}, failingLocals)).html);
    expect(mainLinks(doc)).toEqual(['Games', 'Creators Corner', 'Community', 'Marketplace']);
    expect([...doc.querySelectorAll('nav[aria-label="Footer"] a')].map(shownText)).toEqual([
      'EULA',
      'Terms of Service',
      'Privacy Policy',
      'Marketplace',
    ]);
  });
});
