import { expect, siteUrl, test } from './support/fixtures';
import { signIn } from './checkout-helpers';
import { axeViolations } from './support/axe';

test.describe('the site', () => {
  test('/marketplace/virtual-currency: the header holds the user menu and the badge; the coin packs add to the cart', async ({ page }) => {
    await page.goto(siteUrl('/marketplace/virtual-currency'));
    await expect(page.locator('header').getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.getByRole('button', { name: /^Buy \d+ RDC$/ }).first().click();
    await expect(page.locator('header [part="count"]')).toHaveText('1');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('/marketplace/product/item/{id}: the product footer with its prices, teaser and Add to Cart', async ({ page }) => {
    await page.goto(siteUrl('/marketplace/product/item/1'));
    await expect(page.getByText('SAVE 30% in package')).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.locator('header [part="count"]')).toHaveText('1');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('/marketplace/product/item/{id}: Sign In from the header, then the footer\'s Buy now opens the one-product checkout (the layout mounts auth and buy-now on every page)', async ({ page }) => {
    await page.goto(siteUrl('/marketplace/product/item/1'));
    await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
    await signIn(page);
    await page.getByRole('button', { name: 'Buy now' }).click();
    const buyNow = page.getByRole('dialog', { name: 'Buy now' });
    await expect(buyNow.getByRole('button', { name: 'Place order' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(buyNow).toBeHidden();
  });
});
