// The marketplace tabs (marketplace-content.md §2.1, §2.2, §2.5, §4, §8, §9) on the built
// site: paging both ways with the page and per-page in the address (Back, reload and a shared link
// show the same page), bad addresses, the header's and footer's Marketplace links, every list state
// through the sandbox's fault rules, and axe on every route added.
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, siteUrl, test } from './support/fixtures';

const API = () => process.env.RDC_E2E_API ?? '';

async function fault(
  page: Page,
  rule: { path: string; status?: number; latencyMs?: number; times?: number },
): Promise<void> {
  const answer = await page.request.post(`${API()}/__sandbox/faults`, { data: rule });
  expect(answer.ok()).toBe(true);
}

const navigator = (page: Page, label: string, where: 'above' | 'below') =>
  page.getByRole('navigation', { name: `${label} pages, ${where} the list` });
const currentPage = (page: Page, label: string) =>
  navigator(page, label, 'above').locator('[aria-current="page"]');
const path = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

interface Tab {
  route: string;
  label: string;
  cards: (page: Page) => Locator;
  /** Cards on page 1 and page 2 at the default per-page. */
  pages: [number, number];
  perPage: string;
  /** Cards on page 1 at that per-page. */
  widened: number;
  /** The API call of its list. */
  call: string;
}

const TABS: Tab[] = [
  // 8 coin packs; 11 enabled packages; 13 enabled subscriptions (the seed).
  {
    route: '/marketplace/virtual-currency',
    label: 'Coin packs',
    cards: (page) => page.getByRole('button', { name: /^Buy RDC\s[\d,]+$/ }),
    pages: [6, 2],
    perPage: '12',
    widened: 8,
    call: '/market/coins_package/list',
  },
  {
    route: '/marketplace/packages',
    label: 'Packages',
    cards: (page) => page.getByRole('list', { name: 'Packages' }).getByRole('article'),
    pages: [6, 5],
    perPage: '12',
    widened: 11,
    call: '/market/packages/list',
  },
  {
    route: '/marketplace/subscriptions',
    label: 'Subscriptions',
    cards: (page) => page.locator('[part="card"]'),
    pages: [5, 5],
    perPage: '10',
    widened: 10,
    call: '/market/subscription/list',
  },
];

test.describe('the marketplace tabs', () => {
  test.afterEach(async ({ page }) => {
    await page.request.delete(`${API()}/__sandbox/faults`);
  });

  for (const tab of TABS) {
    test(`${tab.route}: pages forward and back with the navigators, the page 1-based on screen and zero-based in the address`, async ({
      page,
    }) => {
      await page.goto(siteUrl(tab.route));
      await expect(tab.cards(page)).toHaveCount(tab.pages[0]);
      await expect(
        page.getByRole('navigation', { name: 'Marketplace' }).locator('[aria-current="page"]'),
      ).toHaveAttribute('href', tab.route);
      await expect(currentPage(page, tab.label)).toHaveText('1');
      await navigator(page, tab.label, 'below').getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(siteUrl(`${tab.route}?page=1`));
      await expect(currentPage(page, tab.label)).toHaveText('2');
      await expect(tab.cards(page)).toHaveCount(tab.pages[1]);
      await navigator(page, tab.label, 'above').getByRole('link', { name: 'Previous page' }).click();
      await expect(page).toHaveURL(siteUrl(tab.route));
      await expect(tab.cards(page)).toHaveCount(tab.pages[0]);
    });

    test(`${tab.route}: the list's first answer comes with the page, so the list asks the API nothing; the next page it asks for`, async ({
      page,
    }) => {
      const calls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith(tab.call)) calls.push(request.url());
      });
      await page.goto(siteUrl(`${tab.route}?perPage=${tab.perPage}`));
      await expect(tab.cards(page)).toHaveCount(tab.widened);
      expect(calls).toEqual([]);
      await page.goto(siteUrl(tab.route));
      await expect(tab.cards(page)).toHaveCount(tab.pages[0]);
      await navigator(page, tab.label, 'below').getByRole('link', { name: 'Next page' }).click();
      await expect(tab.cards(page)).toHaveCount(tab.pages[1]);
      expect(calls).toHaveLength(1);
      // A list whose cards have pictures asks for the first one before its code is there.
      const preload = page.locator('head link[rel="preload"][as="image"]');
      if (tab.call === '/market/coins_package/list') {
        await expect(preload).toHaveCount(0);
      } else {
        await page.goto(siteUrl(tab.route));
        await expect(preload).toHaveAttribute(
          'href',
          (await tab.cards(page).first().locator('img').getAttribute('src')) ?? 'no image',
        );
      }
    });

    test(`${tab.route}: reload and Back keep the page`, async ({ page }) => {
      await page.goto(siteUrl(tab.route));
      await expect(tab.cards(page)).toHaveCount(tab.pages[0]);
      await navigator(page, tab.label, 'above').getByRole('link', { name: 'Page 2' }).click();
      await expect(currentPage(page, tab.label)).toHaveText('2');
      await page.reload();
      await expect(currentPage(page, tab.label)).toHaveText('2');
      await expect(tab.cards(page)).toHaveCount(tab.pages[1]);
      await page.goBack();
      await expect(page).toHaveURL(siteUrl(tab.route));
      await expect(currentPage(page, tab.label)).toHaveText('1');
      await expect(tab.cards(page)).toHaveCount(tab.pages[0]);
    });

    test(`${tab.route}: changing per-page resets to page 0`, async ({ page }) => {
      await page.goto(siteUrl(`${tab.route}?page=1`));
      await expect(currentPage(page, tab.label)).toHaveText('2');
      await page.getByRole('combobox', { name: `${tab.label} per page` }).selectOption(tab.perPage);
      await expect(page).toHaveURL(siteUrl(`${tab.route}?perPage=${tab.perPage}`));
      await expect(tab.cards(page)).toHaveCount(tab.widened);
    });

    test(`${tab.route}: axe finds nothing`, async ({ page }) => {
      // axe walks every shadow root of the page: tens of seconds on a loaded 2-core machine.
      test.slow();
      await page.goto(siteUrl(tab.route));
      await expect(tab.cards(page)).toHaveCount(tab.pages[0]);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('a shared link shows the same page; bad ?page= and ?perPage= are page 0 with the default per-page; a page past the end is the last', async ({
    page,
  }) => {
    await page.goto(siteUrl('/marketplace/subscriptions?page=2&perPage=5'));
    await expect(currentPage(page, 'Subscriptions')).toHaveText('3');
    await expect(page.locator('[part="card"]')).toHaveCount(3);

    await page.goto(siteUrl('/marketplace/packages?page=-4&perPage=abc'));
    await expect(page.getByRole('list', { name: 'Packages' }).getByRole('article')).toHaveCount(6);
    await expect(currentPage(page, 'Packages')).toHaveText('1');
    await expect(page.getByRole('combobox', { name: 'Packages per page' })).toHaveValue('6');

    await page.goto(siteUrl('/marketplace/virtual-currency?page=999999999999&perPage=7'));
    await expect(page.getByRole('button', { name: /^Buy RDC\s[\d,]+$/ })).toHaveCount(6);
    await expect(currentPage(page, 'Coin packs')).toHaveText('1');

    await page.goto(siteUrl('/marketplace/packages?page=40'));
    await expect(currentPage(page, 'Packages')).toHaveText('2');
    await expect(page).toHaveURL(siteUrl('/marketplace/packages?page=1'));
  });

  test('"In the marketplace header version, tabs switch the current marketplace tab and navigate without scrolling" (marketplace-content.md §2.2): the next tab opens where the page was', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 600 });
    await page.goto(siteUrl('/marketplace/virtual-currency'));
    // The page's scripts have run: the island has taken over the list the server drew (a tab
    // pressed before then is a plain link, and the next page opens at its top).
    await expect(
      page
        .locator('[data-rdc-widget="rdc-marketplace"]:not([inert])')
        .getByRole('button', { name: /^Buy RDC\s[\d,]+$/ })
        .first(),
    ).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 20, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(20);
    // Pressed where the player sees it, below the sticky header (a locator's click would first
    // scroll the whole tab into view).
    const tab = await page
      .getByRole('navigation', { name: 'Marketplace' })
      .getByRole('link', { name: 'Packages' })
      .boundingBox();
    expect(tab).not.toBeNull();
    await page.mouse.click(tab!.x + tab!.width / 2, tab!.y + tab!.height / 2);
    await expect(page).toHaveURL(/\/marketplace\/packages$/);
    await expect(page.getByRole('list', { name: 'Packages' }).getByRole('article').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(20);
    await expect(
      page.getByRole('navigation', { name: 'Marketplace' }).getByRole('link', { name: 'Packages' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('/marketplace is the default tab; the Marketplace link of the header leads to it; tabs are matched in any case; an unknown tab is 404', async ({
    page,
  }) => {
    await page.goto(siteUrl('/'));
    await page.locator('header').getByRole('link', { name: 'Marketplace', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Virtual Currency');
    // The footer's links are the server's footer template (the seeded one names no Marketplace
    // link); its built-in default's Marketplace link is /marketplace (site/test/frame.test.ts).

    await page.goto(siteUrl('/marketplace'));
    await expect(page.getByRole('link', { name: 'Virtual Currency' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('button', { name: /^Buy RDC\s[\d,]+$/ })).toHaveCount(6);
    expect(await axeViolations(page)).toEqual([]);
    await page
      .getByRole('navigation', { name: 'Marketplace' })
      .getByRole('link', { name: 'Subscriptions' })
      .click();
    await expect(page).toHaveURL(siteUrl('/marketplace/subscriptions'));

    await page.goto(siteUrl('/marketplace/%20PACKAGES%20?page=1'));
    expect(path(page)).toBe('/marketplace/packages?page=1');
    await expect(currentPage(page, 'Packages')).toHaveText('2');

    const unknown = await page.goto(siteUrl('/marketplace/weapons'));
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('/marketplace/limitedTimeOffers: the time-limited packages, each with its countdown, styled, and nothing moving when it arrives; its own place in the navigation current; axe finds nothing', async ({
    page,
  }) => {
    await page.goto(siteUrl('/marketplace/limitedTimeOffers'));
    const first = page.getByRole('list', { name: 'Limited time offers' }).getByRole('article').first();
    await expect(first).toBeVisible();
    const price = first.locator('[part="prices"]');
    // The first screen drawn on the server gives way to the island's, in the same place: the box is
    // read from whichever card is there, and read again when the card it was read from went.
    const before = { y: undefined as number | undefined };
    await expect.poll(async () => (before.y = (await price.boundingBox())?.y)).toBeDefined();
    // "Countdown marker for timed items": the time left, in its own box (its styles came with its chunk).
    const marker = first.locator('[part="countdown"]');
    await expect(marker).toHaveText(/^Ends in (\d+ weeks?|\d+ days?|\d\d:\d\d:\d\d)$/);
    expect(
      await marker.locator('time').evaluate((element) => getComputedStyle(element).fontVariantNumeric),
    ).toBe('tabular-nums');
    expect((await price.boundingBox())?.y).toBe(before.y);
    // The offers have a place after the spec's four tabs, current on their own view.
    await expect(page.getByRole('navigation', { name: 'Marketplace' }).locator('[aria-current]')).toHaveText([
      /Limited Offers/i,
    ]);
    expect(await axeViolations(page)).toEqual([]);
  });

  // Each held-back answer is asked twice: by the server for the page, which goes out without it
  // after a quarter of a second, then by the list in the browser.
  test("loading: an answer held back 2 s shows the spec's skeleton counts (6 coins, 5 packages, 5 subscriptions)", async ({
    page,
  }) => {
    await fault(page, { path: '/market/coins_package/list', latencyMs: 2000, times: 2 });
    await page.goto(siteUrl('/marketplace/virtual-currency'));
    await expect(page.locator('[part="skeleton"]')).toHaveCount(6);
    await expect(page.getByRole('button', { name: /^Buy RDC\s[\d,]+$/ })).toHaveCount(6);
    await fault(page, { path: '/market/packages/list', latencyMs: 2000, times: 2 });
    await page.goto(siteUrl('/marketplace/packages'));
    await expect(page.locator('[part="skeleton"]')).toHaveCount(5);
    await fault(page, { path: '/market/subscription/list', latencyMs: 2000, times: 2 });
    await page.goto(siteUrl('/marketplace/subscriptions'));
    await expect(page.locator('[part="skeleton"]')).toHaveCount(5);
  });

  test('"Coin or package list fails": \'Technical work is underway\' with its two lines (after the 10 retries); axe finds nothing', async ({
    page,
  }) => {
    await fault(page, { path: '/market/coins_package/list', status: 500 });
    await page.goto(siteUrl('/marketplace/virtual-currency'));
    const maintenance = page.locator('[role="alert"][part="status"]');
    await expect(maintenance).toContainText('Technical work is underway');
    await expect(maintenance).toContainText(
      'This section of the website is under maintenance. Content will be coming soon.',
    );
    await expect(maintenance).toContainText('Thank you for your visit!');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('"Coin or package list empty": \'Comming soon\' with its two lines (an answer with no list)', async ({
    page,
  }) => {
    await fault(page, { path: '/market/packages/list', status: 200 });
    await page.goto(siteUrl('/marketplace/packages'));
    const soon = page.getByRole('status').filter({ hasText: 'Comming soon' });
    await expect(soon).toContainText('This section of the site is empty. Content will be coming soon.');
    await expect(soon).toContainText('Thank you for your visit!');
  });

  test("subscriptions: a failure is 'Error' with Retry; Retry asks again, and an empty list is 'NoItem'", async ({
    page,
  }) => {
    // The page's own ask, then the list's first and its 10 retries.
    await fault(page, { path: '/market/subscription/list', status: 500, times: 12 });
    await page.goto(siteUrl('/marketplace/subscriptions'));
    await expect(page.locator('[role="alert"][part="status"]')).toHaveText(/^ErrorRetry$/);
    await fault(page, { path: '/market/subscription/list', status: 200 });
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'NoItem' })).toHaveText('NoItem');
  });
});
