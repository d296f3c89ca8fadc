// A page's first Intl formatter loads the platform's locale data for its amounts and dates, a long
// task on a phone's main thread. The layouts' head scripts start a worker that loads it first
// (core's FORMATS_WARM_UP_WORKER_SCRIPT), in the page's language, under the page's strict CSP.
import type { Page } from '@playwright/test';
import { expect, recorded, siteUrl, test } from './support/fixtures';

/** Each worker the page starts, as [address, name, when], recorded before the page's first script. */
async function recordWorkers(page: Page) {
  await page.addInitScript(() => {
    const started: [string, string, number][] = [];
    (window as unknown as { __workers: typeof started }).__workers = started;
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started.push([new URL(url, location.href).pathname, options?.name ?? '', performance.now()]);
      }
    };
  });
}

const workersOf = (page: Page) =>
  page.evaluate(() => ({
    workers: (window as unknown as { __workers: [string, string, number][] }).__workers,
    // When the page first painted.
    firstPaint: performance.getEntriesByType('paint')[0]?.startTime ?? Number.NaN,
    // When the page first asked for an island's (or the frame's) script.
    firstScript: Math.min(
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.startsWith('/_astro/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    ),
  }));

test.describe("the formats' warm-up worker", () => {
  // Each page starts it at its first paint: a request asked for sooner is one a phone's slow link
  // serves before the paint. The site's pages ask for no island's script before then; the in-game
  // page's head names its widget's script, which the browser asks for at once.
  for (const [path, locale, where, price, beforeFirstScript] of [
    ['/marketplace/product/item/1', 'en', '.product__footer', /\$\d[\d,]*\.\d\d/, true],
    ['/de/marketplace/product/item/1', 'de', '.product__footer', /\d[\d.]*,\d\d\s\$/, true],
    // The in-game page: its widget's first screen is drawn again by the island, prices and all.
    ['/embed/coin-packs', 'en', '[data-rdc-widget="rdc-coin-packs"]:not([inert])', /RDC\s100\b/, false],
  ] as const) {
    test(`${path} starts it in its language (${locale}) at its first paint, and writes its prices`, async ({
      page,
    }) => {
      await recordWorkers(page);
      const worker = page.waitForEvent('worker');
      await page.goto(siteUrl(path));
      expect((await worker).url()).toBe(siteUrl('/formats-warm-up.js'));
      await expect(page.locator(where)).toContainText(price);
      const { workers, firstPaint, firstScript } = await workersOf(page);
      expect(workers.map(([url, name]) => [url, name])).toEqual([['/formats-warm-up.js', locale]]);
      expect(workers[0]?.[2]).toBeGreaterThanOrEqual(firstPaint);
      if (beforeFirstScript) expect(workers[0]?.[2]).toBeLessThan(firstScript);
      expect((await recorded(page)).violations).toEqual([]);
      expect((await recorded(page)).errors).toEqual([]);
    });
  }

  test('its script is served as JavaScript and ends the worker once the formatters are built', async ({
    request,
  }) => {
    const response = await request.get(siteUrl('/formats-warm-up.js'));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/javascript/);
    const script = await response.text();
    expect(script).toContain('new Intl.NumberFormat(self.name');
    expect(script).toContain('close()');
  });
});
