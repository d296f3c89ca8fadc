// The header's scroll states (marketplace-content.md §4): "Header search variants change by scroll:
// at or below 500 px width once the bar reaches 56 px from top; above 500 px when it reaches 100 px.
// The header and footer scroll threshold is 195 px." The thresholds are core's headerScrollState;
// this is the page's wiring of them: scroll, and the header the player sees changes.
import type { Page } from '@playwright/test';
import { expect, siteUrl, test } from './support/fixtures';

async function scrollTo(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top);
}

/** What the player sees of the header: its background and the search box's width rule. */
const looks = (page: Page) =>
  page.locator('.site-header').evaluate((header) => ({
    background: getComputedStyle(header).backgroundColor + getComputedStyle(header).backgroundImage,
    searchBasis: getComputedStyle(header.querySelector('.site-header__search') as Element).flexBasis,
  }));

test('above 500 px wide: the search turns compact at 100 px and the transparent header solid at 195 px, and back at the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(siteUrl('/'));
  // The pointer away from the header: hovering it changes its look too.
  await page.mouse.move(640, 700);
  const top = await looks(page);

  await scrollTo(page, 99);
  await expect.poll(() => looks(page)).toEqual(top);
  await scrollTo(page, 100);
  await expect.poll(async () => (await looks(page)).searchBasis).toBe('176px');
  expect((await looks(page)).background).toBe(top.background);

  await scrollTo(page, 194);
  await expect.poll(async () => (await looks(page)).background).toBe(top.background);
  await scrollTo(page, 195);
  await expect.poll(async () => (await looks(page)).background).not.toBe(top.background);

  await scrollTo(page, 0);
  await expect.poll(() => looks(page)).toEqual(top);
});

test('at or below 500 px wide: the search turns compact once the page is scrolled 56 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 500, height: 800 });
  await page.goto(siteUrl('/'));
  const top = await looks(page);
  expect(top.searchBasis).not.toBe('176px');

  await scrollTo(page, 55);
  await expect.poll(async () => (await looks(page)).searchBasis).toBe(top.searchBasis);
  await scrollTo(page, 56);
  await expect.poll(async () => (await looks(page)).searchBasis).toBe('176px');
});
