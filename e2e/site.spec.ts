import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, siteUrl, test } from './support/fixtures';

const violationsOf = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
  );

test.describe('the site', () => {
  test('/marketplace/virtual-currency: the header holds the user menu and the badge; the coin packs add to the cart', async ({ page }) => {
    await page.goto(siteUrl('/marketplace/virtual-currency'));
    await expect(page.locator('header').getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('button', { name: /^Buy \d+ RDC$/ }).first().click();
    await expect(page.locator('header [part="count"]')).toHaveText('1');
    expect(await violationsOf(page)).toEqual([]);
  });

  test('/marketplace/product/item/{id}: the product footer with its prices, teaser and Add to Cart', async ({ page }) => {
    await page.goto(siteUrl('/marketplace/product/item/1'));
    await expect(page.getByText('SAVE 30% in package')).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.locator('header [part="count"]')).toHaveText('1');
    expect(await violationsOf(page)).toEqual([]);
  });
});
