// What Lighthouse (`pnpm bench`) flagged on the site's own layout, checked in a real layout engine:
// Debian's Chromium renders the server HTML with the site's stylesheet, its scripts removed, at
// Lighthouse's mobile viewport and at a desktop width. The islands of the header render only in
// the browser, so their arrival is played by giving the user area the size the guest's basket
// badge and Sign In button take (164 x 44 px).
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { renderPage } from './render';
import Home from '../src/pages/index.astro';

const siteFile = (path: string) => new URL(`../${path}`, import.meta.url);
const stylesheet = readFileSync(siteFile('src/styles/global.css'), 'utf8');
const LIGHTHOUSE_MOBILE = { width: 412, height: 823 };
const DESKTOP = { width: 1350, height: 940 };

let browser: Browser;
let homeHtml: string;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  // The page as it stands before any island has rendered: the server HTML and the stylesheet.
  const doc = await renderPage(Home);
  for (const script of doc.querySelectorAll('script')) script.remove();
  const style = doc.createElement('style');
  style.textContent = stylesheet;
  doc.head.append(style);
  homeHtml = doc.documentElement.outerHTML;
}, 30_000);
afterAll(() => browser?.close());

async function openHome(viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.setContent(homeHtml, { waitUntil: 'domcontentloaded' });
  return page;
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).boundingBox();
  if (!found) throw new Error(`${selector} is not laid out`);
  return found;
};

/** The header islands render: the user area takes the size of a guest's badge and Sign In. */
const renderUserIslands = (page: Page) =>
  page.evaluate(() => {
    const standIn = document.createElement('div');
    standIn.style.cssText = 'width: 164px; height: 44px; flex: none';
    document.querySelector('.site-header__user')?.append(standIn);
  });

// Each test opens a page in Chromium and lays it out: about a second alone, more beside other test
// files on a busy machine (Vitest's 5 s default was passed there): the project's test deadline
// (site/vitest.config.ts) leaves room for it.
describe('page quality: what Lighthouse checks on the site layout', () => {
  it('every page names an icon that the site serves, so the browser never asks for a missing /favicon.ico', async () => {
    const doc = await renderPage(Home);
    const icon = doc.querySelector('head link[rel="icon"]');
    expect(icon?.getAttribute('href')).toBe('/favicon.svg');
    const file = siteFile('public/favicon.svg');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it.each([
    ['mobile', LIGHTHOUSE_MOBILE],
    ['desktop', DESKTOP],
  ])('on %s, header and footer links are tap targets of at least 24 x 24 px', async (_name, viewport) => {
    const page = await openHome(viewport);
    // The links a visitor can tap at this width: on mobile the header's navigation and the footer's
    // page links are behind their burgers (the mobile menu has its own browser test).
    // One look at the laid-out page (a call per link took seconds on a busy machine).
    const { shown, tooSmall } = await page.evaluate(() => {
      const links = [
        ...document.querySelectorAll<HTMLAnchorElement>('header nav > ul > li > a, header a.logo, footer a'),
      ];
      // Visible as Playwright judges it: laid out with a size, and not visibility: hidden.
      const visible = links
        .map((link) => ({
          text: link.textContent?.trim(),
          box: link.getBoundingClientRect(),
          shown: link.checkVisibility({ visibilityProperty: true }),
        }))
        .filter(({ box, shown }) => shown && box.width > 0 && box.height > 0);
      const small = visible
        .filter(({ box }) => box.width < 24 || box.height < 24)
        .map(({ text, box }) => `${text} (${box.width} x ${box.height})`);
      return { shown: visible.length, tooSmall: small };
    });
    expect(shown).toBeGreaterThan(5);
    expect(tooSmall).toEqual([]);
  });

  it.each([
    ['mobile', LIGHTHOUSE_MOBILE],
    ['desktop', DESKTOP],
  ])(
    'on %s, the header keeps its height and the page does not move when the user islands render',
    async (_name, viewport) => {
      const page = await openHome(viewport);
      const before = {
        header: await box(page, 'header'),
        heading: await box(page, 'main h1'),
        bar: await box(page, '.site-header__bar'),
      };
      await renderUserIslands(page);
      expect(await box(page, 'header')).toEqual(before.header);
      expect(await box(page, 'main h1')).toEqual(before.heading);
      expect(await box(page, '.site-header__bar')).toEqual(before.bar);
    },
  );

  it('the footer starts below the fold, so an island growing the main content shifts nothing in view', async () => {
    const page = await openHome(LIGHTHOUSE_MOBILE);
    expect((await box(page, 'footer')).y).toBeGreaterThanOrEqual(LIGHTHOUSE_MOBILE.height);
  });
});
