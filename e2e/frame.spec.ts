// The site's frame (marketplace-content.md §2.7, §2.9, §2.10, §4, §9): the header from the
// link templates and in its versions, the mobile menu, the settings page, the notifications, the
// searchable dropdown, no link leading to a 404, and axe at 360 and 1440 px.
import type { Page } from '@playwright/test';
import { signIn } from './checkout-helpers';
import { adminApi } from './support/admin';
import { axeViolations } from './support/axe';
import { expect, siteUrl, test } from './support/fixtures';

/** The page once the frame has its links from the server (static pages fetch them in the browser). */
async function open(page: Page, path: string) {
  const answer = await page.goto(siteUrl(path));
  await expect(page.locator('body')).toHaveAttribute('data-nav-source', 'server');
  return answer;
}

const mainLinks = (page: Page) => page.locator('header nav[aria-label="Main"] > ul > li > a');

test.describe('the frame', () => {
  test('the header follows the header link template edited through the admin call, on a static page and on one rendered on demand, without a rebuild', async ({
    page,
  }) => {
    const admin = await adminApi(page.request);
    const api = process.env.RDC_E2E_API ?? '';
    const original = (await (
      await page.request.post(`${api}/link/template/get_by_url`, { data: { url: 'header' } })
    ).json()) as { id: number; page_list: unknown };
    await open(page, '/');
    await expect(mainLinks(page)).toHaveText(['Games', 'Creators Corner', 'Community', 'Marketplace']);
    try {
      await admin('/link/template/edit', {
        id: original.id,
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
                { id: 32, title: 'Docks', url: '/basket' },
              ],
              sub_links_order: [32, 31],
            },
          ],
          page_links_order: [3, 2, 1],
        },
      });
      for (const path of ['/', '/articles/38']) {
        await open(page, path);
        // "Only enabled links are shown, sorted by the stored order list", sub-links likewise.
        await expect(mainLinks(page)).toHaveText(['Fleet', 'Games']);
        await page.locator('header').getByRole('button', { name: 'Fleet links' }).click();
        await expect(page.locator('header li.has-sub ul a')).toHaveText(['Docks', 'Ships']);
        await expect(page.locator('header li.has-sub ul')).toBeVisible();
      }
    } finally {
      await admin('/link/template/edit', { id: original.id, page_list: original.page_list });
    }
    await open(page, '/');
    await expect(mainLinks(page)).toHaveText(['Games', 'Creators Corner', 'Community', 'Marketplace']);
  });

  test('each page shows the header version it declares', async ({ page }) => {
    test.setTimeout(90_000);
    const cases = [
      { path: '/basket', version: 'basket', down: 0 },
      { path: '/settings', version: 'settings_page', down: 0 },
      { path: '/AISubscription', version: 'marketplace', down: 1 },
      { path: '/', version: 'home_page', down: 1 },
      { path: '/creator-corners', version: 'default_transparent', down: 1 },
      { path: '/articles/39', version: 'compact_outline', down: 1 },
      { path: '/marketplace/packages', version: 'marketplace', down: 1 },
      { path: '/marketplace/product/item/1', version: 'product_page', down: 1 },
      { path: '/no-such-page', version: 'default', down: 1 },
    ];
    for (const { path, version, down } of cases) {
      await page.goto(siteUrl(path));
      await expect(page.locator('header.site-header')).toHaveAttribute('data-version', version);
      await expect(page.locator('.header-down')).toHaveCount(down);
    }
    // The default version's main tabs, the active one following the route.
    await open(page, '/');
    await expect(
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Community' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('the mobile menu at 360 px: a sublist, back, close, the page scroll locked, focus kept inside and returned', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, '/basket');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await expect(page.locator('header nav[aria-label="Main"]')).toBeHidden();
    await opener.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Back' })).toBeFocused();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await expect(menu.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(menu.getByText('Balance: RDC 0.00')).toBeVisible();
    await expect(menu.getByRole('combobox', { name: 'Search the store' })).toHaveAttribute(
      'placeholder',
      'Search...',
    );
    await expect(menu.getByRole('link', { name: 'Marketplace', exact: true }).last()).toBeVisible();

    // "a top link opens its sublist and hides the main list"
    await menu.getByRole('button', { name: 'Creators Corner' }).click();
    await expect(menu.getByRole('link', { name: 'All of Creators Corner' })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Games' })).toBeHidden();
    // "back first leaves a sublist, then closes the menu"
    await menu.getByRole('button', { name: 'Back' }).click();
    await expect(menu.getByRole('link', { name: 'FAQ' })).toBeHidden();
    await expect(menu.getByRole('link', { name: 'Games' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Creators Corner' })).toBeFocused();
    await menu.getByRole('button', { name: 'Back' }).click();
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');

    // Focus stays inside: Tab from the last control goes to the first, Shift+Tab back; Escape closes.
    await opener.click();
    await menu.getByRole('link', { name: 'Marketplace', exact: true }).last().focus();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Back' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link', { name: 'Marketplace', exact: true }).last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();

    // The close button, and axe with the menu open.
    await opener.click();
    expect(await axeViolations(page)).toEqual([]);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test("settings: a visitor signs in and comes back; the username's edit, cancel, done and reload; the timezone by keyboard with its screen-reader text; the saved notice closes by itself", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await open(page, '/settings');
    await page.getByRole('main').getByRole('button', { name: 'Sing In' }).click();
    await signIn(page);
    await expect(page).toHaveURL(/\/settings$/);
    const identification = page.getByRole('region', { name: 'Identification' });
    await expect(identification.getByText('demo', { exact: true })).toBeVisible();

    await identification.getByRole('button', { name: 'Edit' }).click();
    const field = identification.getByRole('textbox', { name: 'Username' });
    await expect(field).toBeFocused();
    await field.fill('Star Voyager');
    await identification.getByRole('button', { name: 'Cancel' }).click();
    await expect(identification.getByText('demo', { exact: true })).toBeVisible();

    await identification.getByRole('button', { name: 'Edit' }).click();
    await field.fill('Star Voyager');
    await identification.getByRole('button', { name: 'Done' }).click();
    await expect(identification.getByText('Star Voyager')).toBeVisible();
    const notice = page.locator('[part="notification"]').filter({ hasText: 'Username saved.' });
    await expect(notice).toBeVisible();
    // "Notifications auto-close after 4000 ms".
    await expect(notice).toBeHidden({ timeout: 6_000 });

    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Identification' }).getByText('Star Voyager'),
    ).toBeVisible();

    // The timezone dropdown by keyboard, with what a screen reader hears.
    const timezone = page.getByRole('combobox', { name: 'Timezone' });
    await timezone.focus();
    await page.keyboard.press('ArrowDown');
    await expect(timezone).toHaveAttribute('aria-expanded', 'true');
    // "screen-reader text '{n} result(s) available'", as the reader's language words its plural.
    await expect(page.getByText('25 results available')).toBeAttached();
    await page.keyboard.type('+03');
    await expect(page.getByText('1 result available')).toBeAttached();
    await page.keyboard.press('Enter');
    await expect(timezone).toHaveValue('+03:00 UTC');
    await expect(page.locator('[part="notification"]').filter({ hasText: 'Timezone saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Timezone' })).toHaveValue('+03:00 UTC');
    expect(await axeViolations(page)).toEqual([]);

    // Put demo's settings back for the other tests.
    const identificationAgain = page.getByRole('region', { name: 'Identification' });
    await identificationAgain.getByRole('button', { name: 'Edit' }).click();
    await identificationAgain.getByRole('textbox', { name: 'Username' }).fill('demo');
    await identificationAgain.getByRole('button', { name: 'Done' }).click();
    await expect(identificationAgain.getByText('demo', { exact: true })).toBeVisible();
  });

  test('the profile popup: Settings leads to /settings, Orders to its Orders section; Log Out goes to / signed out', async ({
    page,
  }) => {
    await open(page, '/basket');
    await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
    await signIn(page);
    // The popup opens on its button's click (and on hover).
    await page.locator('header').getByRole('button', { name: 'demo' }).click();
    await expect(page.locator('header').getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/settings#orders',
    );
    await page.locator('header').getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await page.locator('header').getByRole('button', { name: 'demo' }).click();
    await page.locator('header').getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(siteUrl('/'));
    await expect(page.locator('header').getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('"Skip to content": Tab after it goes on in the page\'s content, past the header', async ({
    page,
  }) => {
    await open(page, '/creator-corners');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The first control of the page's content: the banner's Sign Up.
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign Up' })).toBeFocused();
  });

  test('no link on any page leads to a 404', async ({ page }) => {
    test.setTimeout(120_000);
    const origin = new URL(siteUrl('/')).origin;
    const toVisit = [
      '/',
      '/settings',
      '/basket',
      '/marketplace/product/item/1',
      '/marketplace/product/package/1',
      '/articles/39',
    ];
    const visited = new Set<string>();
    const checked = new Map<string, number>();
    while (toVisit.length > 0 && visited.size < 40) {
      const path = toVisit.shift() as string;
      if (visited.has(path)) continue;
      visited.add(path);
      await open(page, path);
      // Every link the page has, the shadow roots of its widgets included.
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== origin) continue;
        const target = url.pathname;
        if (!checked.has(target))
          checked.set(target, (await page.request.get(`${origin}${target}`)).status());
        const kind = target.split('/')[1];
        // Follow the frame's and the content's pages; one page of each product kind is enough.
        if (!visited.has(target) && !/^\/marketplace\/product\/.+\/\d+/.test(target) && kind !== 'api')
          toVisit.push(target);
      }
    }
    const broken = [...checked].filter(([, status]) => status === 404).map(([target]) => target);
    expect(broken).toEqual([]);
    expect(checked.size).toBeGreaterThan(15);
  });

  test('the header bar keeps its links, search box and icons side by side from 1024 to 1440 px: none slides under another', async ({
    page,
  }) => {
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await open(page, '/marketplace/product/item/1');
      const controls = page.locator(
        'header :is(nav[aria-label="Main"] > ul > li > a, .site-header__search, .site-header__icons > *)',
      );
      const boxes = await controls.evaluateAll((elements) =>
        elements
          .map((element) => ({
            name: element.textContent?.trim() || element.className,
            box: element.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width > 0)
          .map(({ name, box }) => ({ name, left: Math.round(box.left), right: Math.round(box.right) })),
      );
      expect(boxes.length, `${width} px`).toBeGreaterThan(3);
      const overlapping = boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter((b) => a.left < b.right && b.left < a.right)
          .map((b) => `${a.name} / ${b.name}`),
      );
      expect(overlapping, `${width} px`).toEqual([]);
    }
  });

  for (const width of [360, 1440]) {
    test(`axe finds nothing at ${width} px on the frame's pages`, async ({ page }) => {
      // axe takes 15 s a page on the shared 2-core machine.
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/', '/settings', '/creator-corners', '/articles/38']) {
        await open(page, path);
        await expect(page.locator('header')).toBeVisible();
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }
});
