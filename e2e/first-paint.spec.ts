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

/** What the page recorded about its first frame (installed before its first script). */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    const record: {
      contentAtFirstFrame?: boolean;
      firstPaint?: number;
      firstLargest?: { time: number; inMain: boolean };
    } = {};
    (window as unknown as { firstFrame: typeof record }).firstFrame = record;
    // The first animation frame runs in the browser's first rendering of the page.
    requestAnimationFrame(() => {
      record.contentAtFirstFrame = document.getElementById('main-end') !== null;
    });
    new PerformanceObserver((list) => {
      const first = list.getEntries().find((entry) => entry.name === 'first-contentful-paint');
      if (first) record.firstPaint ??= first.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      const [entry] = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
      if (entry && !record.firstLargest)
        record.firstLargest = { time: entry.startTime, inMain: !!entry.element?.closest('main') };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

test.describe("the first frame shows the page's content before any island's script runs", () => {
  for (const path of PAGES) {
    test(`${path}: the whole of the page's own content is parsed when the first frame is drawn, and no script was fetched before it painted`, async ({
      page,
    }) => {
      await recordFirstFrame(page);
      await page.goto(siteUrl(path));
      // The header's basket badge has hydrated (Astro drops `ssr` then): its scripts are in.
      await expect(page.locator('.site-header__basket astro-island:not([ssr])')).toBeAttached();
      const firstFrame = await page.waitForFunction(() => {
        const record = (window as unknown as { firstFrame: { firstPaint?: number } }).firstFrame;
        return record.firstPaint === undefined ? null : record;
      });
      const { contentAtFirstFrame, firstPaint } = (await firstFrame.jsonValue()) as {
        contentAtFirstFrame: boolean;
        firstPaint: number;
      };
      expect(contentAtFirstFrame).toBe(true);
      // The page asks for no script before its first paint: the islands, and with the page-wide one
      // the frame's behaviours, are asked for after it (a starter script and its two chunks were a
      // chain of requests in front of the largest paint on a phone).
      const scriptsBeforePaint = await page.evaluate(
        (firstPaint) =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
            .filter((entry) => entry.startTime < firstPaint)
            .map((entry) => ({ url: entry.name, bytes: entry.decodedBodySize })),
        firstPaint,
      );
      expect(scriptsBeforePaint).toEqual([]);
    });
  }

  test("a text page's largest paint is its first: the content is in the first frame", async ({ page }) => {
    await recordFirstFrame(page);
    await page.goto(siteUrl('/Terms-Of-Service'));
    const recordedFrame = await page.waitForFunction(() => {
      const record = (window as unknown as { firstFrame: { firstPaint?: number; firstLargest?: unknown } })
        .firstFrame;
      return record.firstPaint === undefined || record.firstLargest === undefined ? null : record;
    });
    const { firstPaint, firstLargest } = (await recordedFrame.jsonValue()) as {
      firstPaint: number;
      firstLargest: { time: number; inMain: boolean };
    };
    expect(firstLargest).toEqual({ time: firstPaint, inMain: true });
  });
});

test("a press on Register Now made before the frame's script has arrived opens the register view once it has", async ({
  page,
}) => {
  // The frame's chunk is held back until the press has been made.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/frame\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(siteUrl('/'));
  await page.getByRole('main').getByRole('button', { name: 'Register Now' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Register Now' })).toBeVisible();
});
