// The product journeys from a marketplace card: each of the four product page kinds reached the way
// a player reaches it from the marketplace (an item card of the manufactory, a package card, a
// subscription card, and a package's composition for a package item), landing on the page of the
// lot the card named.
import type { Locator, Page } from '@playwright/test';
import { expect, siteUrl, test } from './support/fixtures';

const pathOf = (filter: object) => Buffer.from(JSON.stringify(filter)).toString('base64url');

/** Follows a card's title link and checks the page it opens is that lot's. */
async function openCard(page: Page, card: Locator, kind: RegExp): Promise<void> {
  const link = card.getByRole('link').first();
  const title = (await link.textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await link.click();
  await expect(page).toHaveURL(kind);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

test.describe('product pages from a marketplace card', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an item card of the manufactory opens the item page', async ({ page }) => {
    await page.goto(
      siteUrl(`/marketplace/manufactory/product?path=${pathOf({ category: '/ships/fighters/light' })}`),
    );
    const card = page.getByRole('list', { name: 'Items', exact: true }).getByRole('article').first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    await openCard(page, card, /\/marketplace\/product\/item\/\d+$/);
  });

  test('a package card opens the package page, and its composition the package item page', async ({
    page,
  }) => {
    await page.goto(siteUrl('/marketplace/packages'));
    const card = page.getByRole('list', { name: 'Packages' }).getByRole('article').first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    await openCard(page, card, /\/marketplace\/product\/package\/\d+$/);

    const item = page.getByRole('region', { name: 'Package composition' }).getByRole('link').first();
    await expect(item).toBeVisible();
    const itemTitle = (await item.textContent())?.trim() ?? '';
    expect(itemTitle).not.toBe('');
    await item.click();
    await expect(page).toHaveURL(/\/marketplace\/product\/package\/\d+\/item\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(itemTitle);
  });

  test('a subscription card opens the subscription page', async ({ page }) => {
    await page.goto(siteUrl('/marketplace/subscriptions'));
    const card = page.locator('[part="card"]').first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    await openCard(page, card, /\/marketplace\/product\/subscription\/\d+$/);
  });
});
