// The first paint waits for no stylesheet: every page carries its CSS in its HTML (allowed by the
// CSP's hashes), so the browser paints styled content as soon as the HTML is in, with no request
// for a stylesheet before it and no flash of unstyled content.
import type { Page } from '@playwright/test';
import { expect, recorded, siteUrl, test } from './support/fixtures';

/** A static page, each kind of page rendered on demand, and the not-found page. */
const PAGES = [
  '/',
  '/marketplace/product/item/1',
  '/marketplace/product/package/1',
  '/articles/1',
  '/basket',
  '/404',
];

/**
 * What the styles decide about the page's frame: the header's place, colours and height, the
 * body's font. The body's and footer's heights are left out: they follow the islands' content,
 * which renders after the first paint whatever the styles.
 */
async function frameStyles(page: Page) {
  return page.evaluate(() => {
    const pick = (element: Element | null) => {
      if (!element) return null;
      const style = getComputedStyle(element);
      return {
        position: style.position,
        display: style.display,
        background: style.backgroundColor,
        color: style.color,
        font: style.fontFamily,
      };
    };
    const header = document.querySelector('.site-header');
    return {
      body: pick(document.body),
      header: header && { ...pick(header), height: getComputedStyle(header).height },
      footer: pick(document.querySelector('footer')),
    };
  });
}

test.describe('the first paint waits for no stylesheet', () => {
  for (const path of PAGES) {
    test(`${path}: the served HTML holds its styles and links no render-blocking stylesheet`, async ({
      request,
    }) => {
      const html = await (await request.get(siteUrl(path), { failOnStatusCode: false })).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).not.toMatch(/<link[^>]+rel="?stylesheet/i);
      expect(head).toMatch(/<style[^>]*>[^<]{200,}/);
    });
  }

  test('a page is styled with every stylesheet request refused, as it is with them, and the CSP lets its styles apply', async ({
    page,
  }) => {
    await page.goto(siteUrl('/marketplace/product/item/1'));
    await expect(page.locator('.site-header')).toBeVisible();
    const styled = await frameStyles(page);
    expect((await recorded(page)).violations).toEqual([]);

    const stylesheetRequests: string[] = [];
    await page.route(/\.css(\?|$)/, (route) => {
      stylesheetRequests.push(route.request().url());
      return route.abort();
    });
    await page.goto(siteUrl('/marketplace/product/item/1'), { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    expect(await frameStyles(page)).toEqual(styled);
    expect(stylesheetRequests).toEqual([]);
    expect(styled.header?.position).toMatch(/sticky|fixed/);
  });
});
