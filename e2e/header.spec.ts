// The header as a player uses it: the phone menu's account actions, the menus by keyboard and
// mouse, the header search (packages and subscriptions as well as items, and its results page), and
// the username saved in Settings showing in the header at once.
import type { Page } from '@playwright/test';
import { signIn } from './checkout-helpers';
import { axeViolations } from './support/axe';
import { expect, siteUrl, test } from './support/fixtures';
import { USD_PATTERN } from './support/money';
import { tabTo } from './support/keyboard';

/** The page once the frame has its links from the server (static pages fetch them in the browser). */
async function open(page: Page, path: string) {
  await page.goto(siteUrl(path));
  await expect(page.locator('body')).toHaveAttribute('data-nav-source', 'server');
}

async function signInFromHeader(page: Page) {
  await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
  await signIn(page);
  await expect(page.locator('header').getByRole('button', { name: 'demo' })).toBeVisible();
}

test.describe('the header on a phone (360 x 780)', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("signed in, the menu's user block has name, balance and the profile popup's Settings, Orders and Log Out; Log Out signs out", async ({
    page,
  }) => {
    await open(page, '/basket');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Sign In' }).click();
    await signIn(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    const user = menu.locator('[data-menu-user]');
    await expect(user.getByText('demo', { exact: true })).toBeVisible();
    await expect(user.locator('.mobile-menu__balance')).toHaveText(/Balance: RDC\s[\d,]+\.\d\d/);
    await expect(user.getByRole('button', { name: 'Sign In' })).toBeHidden();
    // The same actions, in the same order, as the desktop profile popup.
    await expect(user.getByRole('listitem')).toHaveText(['Settings', 'Orders', 'Log Out']);
    await expect(user.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await expect(user.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/settings#orders');

    // The menu's search box is as wide as the menu's other blocks.
    const search = menu.getByRole('combobox', { name: 'Search the store' });
    await expect(search).toBeVisible();
    const [searchBox, userBox] = [await search.boundingBox(), await user.boundingBox()];
    expect(Math.abs((searchBox?.width ?? 0) - (userBox?.width ?? 0))).toBeLessThanOrEqual(1);
    expect(await axeViolations(page)).toEqual([]);

    await user.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(siteUrl('/'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Log Out' })).toBeHidden();
  });
});

test.describe('the header menus at 1440 x 900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('menus do not open on focus: the search is a few Tabs away; a sub-link menu opens on Enter, closes on Escape (focus back) and on a click outside', async ({
    page,
  }) => {
    await open(page, '/');
    // The search box is an island: a player tabs to it once it is on screen.
    await expect(page.locator('header').getByRole('combobox', { name: 'Search the store' })).toBeVisible();
    // Skip link, logo, four links and two sub-link buttons: the search follows.
    await tabTo(page, 'Search the store', 10);
    await expect(page.locator('header [aria-expanded="true"]')).toHaveCount(0);

    const toggle = page.locator('header').getByRole('button', { name: 'Creators Corner links' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    const subLinks = page.locator(`#${(await toggle.getAttribute('aria-controls')) ?? ''}`);
    await expect(subLinks).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(subLinks.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(subLinks.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(subLinks).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    const language = page.locator('header').getByRole('button', { name: 'Language: English' });
    await language.focus();
    await expect(language).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#language-popup')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(language).toHaveAttribute('aria-expanded', 'false');
    await expect(language).toBeFocused();
  });

  test('the user menu: "a hover popup with avatar, alias, balance (RDC), a Settings link, an orders link and a Log Out button"; by keyboard it opens on Enter only and Escape gives the focus back', async ({
    page,
  }) => {
    await open(page, '/basket');
    await signInFromHeader(page);
    const trigger = page.locator('header').getByRole('button', { name: 'demo' });
    const settings = page.locator('header').getByRole('link', { name: 'Settings' });

    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(settings).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.focus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(settings).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(settings).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the header search', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('"veteran" suggests Veteran Pack I and Veteran Pack III with picture and price', async ({ page }) => {
    await open(page, '/');
    const box = page.locator('header').getByRole('combobox', { name: 'Search the store' });
    await box.fill('veteran');
    const options = page
      .locator('header')
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('option');
    await expect(options.filter({ hasText: 'Veteran Pack I' }).first()).toBeVisible();
    for (const title of ['Veteran Pack I', 'Veteran Pack III']) {
      const option = options.filter({ has: page.getByText(title, { exact: true }) });
      await expect(option).toHaveCount(1);
      await expect(option).toHaveAttribute('href', /^\/marketplace\/product\/package\/\d+$/);
      await expect(option.locator('img')).toHaveAttribute('src', /\S/);
      await expect(option).toContainText(/Package/);
      await expect(option).toContainText(USD_PATTERN);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Enter with nothing highlighted opens the results page: packages with picture, kind and price, each leading to its page', async ({
    page,
  }) => {
    await open(page, '/');
    const box = page.locator('header').getByRole('combobox', { name: 'Search the store' });
    await box.fill('veteran');
    const listbox = page.locator('header').getByRole('listbox', { name: 'Search results' });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await expect(box).not.toHaveAttribute('aria-activedescendant', /\S/);
    await box.press('Enter');
    await expect(page).toHaveURL(siteUrl('/search?q=veteran'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “veteran”');
    const results = page.getByRole('main').getByRole('listitem');
    await expect(results.first()).toBeVisible();
    for (const title of ['Veteran Pack I', 'Veteran Pack III']) {
      const result = results.filter({ has: page.getByRole('link', { name: title, exact: true }) });
      await expect(result.getByRole('link')).toHaveAttribute(
        'href',
        /^\/marketplace\/product\/package\/\d+$/,
      );
      await expect(result.locator('img')).toBeVisible();
      await expect(result).toContainText('Package');
      await expect(result).toContainText(USD_PATTERN);
    }
    expect(await axeViolations(page)).toEqual([]);

    // A result leads to its product page.
    await results.getByRole('link', { name: 'Veteran Pack III', exact: true }).click();
    await expect(page).toHaveURL(/\/marketplace\/product\/package\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Veteran Pack III');
  });

  test("on the results page the header's search box keeps the searched text; elsewhere it starts empty", async ({
    page,
  }) => {
    await open(page, '/search?q=veteran');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “veteran”');
    const box = page.locator('header').getByRole('combobox', { name: 'Search the store' });
    await expect(box).toHaveValue('veteran');
    // The kept text is the box's own: focused, it lists what it finds, as typed text would.
    await box.focus();
    await expect(
      page
        .locator('header')
        .getByRole('listbox', { name: 'Search results' })
        .getByRole('option')
        .filter({ hasText: 'Veteran Pack I' })
        .first(),
    ).toBeVisible();

    await open(page, '/');
    await expect(page.locator('header').getByRole('combobox', { name: 'Search the store' })).toHaveValue('');
  });

  test('the results page is paged, and says when nothing matches or the text is too short', async ({
    page,
  }) => {
    await open(page, '/search?q=an');
    const results = page.getByRole('main').getByRole('listitem');
    await expect(results).toHaveCount(12);
    const firstPage = await results.getByRole('link').allTextContents();
    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(siteUrl('/search?q=an&page=2'));
    await expect(results.first()).toBeVisible();
    const secondPage = await results.getByRole('link').allTextContents();
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
    await expect(
      page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Previous' }),
    ).toHaveAttribute('href', '/search?q=an');

    await open(page, '/search?q=zzqxv-nothing');
    await expect(page.getByRole('main').getByText('NoItem')).toBeVisible();
    await expect(
      page.getByRole('main').getByText('Nothing matches “zzqxv-nothing”.', { exact: false }),
    ).toBeVisible();

    await open(page, '/search?q=v');
    await expect(page.getByRole('main').getByText('Type at least 2 characters to search.')).toBeVisible();
  });

  test('on the marketplace the header keeps the marketplace search: items only', async ({ page }) => {
    // "pack" names packages (Veteran Pack I, ...) and items (Star Chart Data Package 1 and 2): the
    // store's search offers the packages; the marketplace's, the items alone.
    await open(page, '/');
    const options = page
      .locator('header')
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('option');
    await page.locator('header').getByRole('combobox', { name: 'Search the store' }).fill('pack');
    await expect(options.filter({ hasText: 'Veteran Pack I' }).first()).toBeVisible();

    await open(page, '/marketplace/manufactory');
    await page.locator('header').getByRole('combobox', { name: 'Search items' }).fill('pack');
    const items = page.locator('header').getByRole('option');
    await expect(items.filter({ hasText: 'Star Chart Data Package 1' })).toBeVisible();
    const hrefs = await items.evaluateAll((found) => found.map((option) => option.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/marketplace\/product\/item\/\d+$/);
    await expect(items.filter({ hasText: /Veteran Pack|Explorer Pack|Industrial Pack/ })).toHaveCount(0);
  });
});

test.describe('Settings and the header', () => {
  test('a saved username shows in the header at once, on the desktop and in the phone menu; the timezone box filters what is typed', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, '/settings');
    await signInFromHeader(page);
    const identification = page.getByRole('region', { name: 'Identification' });
    await identification.getByRole('button', { name: 'Edit' }).click();
    await identification.getByRole('textbox', { name: 'Username' }).fill('Nebula Ace');
    await identification.getByRole('button', { name: 'Done' }).click();
    await expect(identification.getByText('Nebula Ace')).toBeVisible();
    await expect(page.locator('header').getByRole('button', { name: 'Nebula Ace' })).toBeVisible();

    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.locator('[data-menu-user]').getByText('Nebula Ace', { exact: true })).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();

    // Typing into the closed timezone box: the text is the filter, not an addition to the zone shown.
    const timezone = page.getByRole('combobox', { name: 'Timezone' });
    await timezone.focus();
    await page.keyboard.type('+10');
    await expect(timezone).toHaveValue('+10');
    await expect(page.getByRole('option', { name: '+10:00 UTC' })).toBeVisible();
    await expect(page.getByText('No options')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(timezone).toHaveValue('+10:00 UTC');

    // demo's name back for the other tests.
    await page.setViewportSize({ width: 1440, height: 900 });
    await identification.getByRole('button', { name: 'Edit' }).click();
    await identification.getByRole('textbox', { name: 'Username' }).fill('demo');
    await identification.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator('header').getByRole('button', { name: 'demo' })).toBeVisible();
  });
});
