// The keyboard alone finishes checkout.spec.ts's journey 1 (a guest's purchase) on the site.
import { expect, siteUrl, test } from './support/fixtures';
import { DEMO, resetDemo } from './checkout-helpers';
import { tabTo } from './support/keyboard';

test('11: the keyboard alone can finish journey 1', async ({ page }) => {
  test.setTimeout(90_000);
  await resetDemo(page);
  // Waiting for the islands to render is not an input: the rest is keys only.
  await page.goto(siteUrl('/marketplace/product/item/1'));
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await tabTo(page, 'Add to Cart');
  await page.keyboard.press('Enter');
  await page.goto(siteUrl('/marketplace/virtual-currency'));
  await expect(page.getByRole('button', { name: /^Buy RDC\s[\d,]+$/ }).first()).toBeVisible();
  await tabTo(page, /^Buy RDC\s[\d,]+$/);
  await page.keyboard.press('Enter');

  await page.goto(siteUrl('/basket'));
  await expect(page.getByRole('list', { name: 'Products in the cart' }).getByRole('listitem')).toHaveCount(2);
  await tabTo(page, 'Continue');
  await page.keyboard.press('Enter');
  await tabTo(page, 'Sing In');
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Sing In' });
  await expect(modal.getByLabel('Account name or email')).toBeFocused();
  await page.keyboard.type(DEMO.alias);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.password);
  await tabTo(page, 'Log in Now');
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();

  const continueButton = page
    .getByRole('region', { name: /Your Cart/ })
    .getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeEnabled();
  await tabTo(page, 'Continue');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'In game addresses' })).toBeVisible();
  await tabTo(page, /^Deliver here: /);
  await page.keyboard.press('Space');
  await tabTo(page, 'Continue');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Visa ending 4242/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await tabTo(page, 'Place order');
  await page.keyboard.press('Enter');
  const result = page.getByRole('dialog', { name: 'You Have Purchased' });
  await expect(result).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(result).toBeHidden();
});
