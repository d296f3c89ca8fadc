// Journey 11 of issue 6: the keyboard alone finishes journey 1 on the site.
import type { Page } from '@playwright/test';
import { expect, siteUrl, test } from './support/fixtures';
import { DEMO, resetDemo } from './checkout-helpers';

/** The name of the focused control (looking inside shadow roots): aria-label, else its label, else its text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return '';
    const labelled = active.getAttribute('aria-label');
    if (labelled) return labelled;
    const labels = (active as HTMLInputElement).labels;
    if (labels && labels.length > 0) return labels[0]?.textContent?.trim() ?? '';
    return active.textContent?.trim() ?? '';
  });
}

/** Presses Tab until the focused control's name matches; fails after `max` presses. */
async function tabTo(page: Page, name: string | RegExp, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const current = await focusedName(page);
    if (typeof name === 'string' ? current === name : name.test(current)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

test('11: the keyboard alone can finish journey 1', async ({ page }) => {
  test.setTimeout(90_000);
  await resetDemo(page);
  // Waiting for the islands to render is not an input: the rest is keys only.
  await page.goto(siteUrl('/marketplace/product/item/1'));
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await tabTo(page, 'Add to Cart');
  await page.keyboard.press('Enter');
  await page.goto(siteUrl('/marketplace/virtual-currency'));
  await expect(page.getByRole('button', { name: /^Buy \d+ RDC$/ }).first()).toBeVisible();
  await tabTo(page, /^Buy \d+ RDC$/);
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

  const continueButton = page.getByRole('region', { name: /Your Cart/ }).getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeEnabled();
  await tabTo(page, 'Continue');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'In game addresses' })).toBeVisible();
  await tabTo(page, /^Deliver here: /);
  await page.keyboard.press('Space');
  await tabTo(page, 'Continue');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Visa ending 4242/ })).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, 'Place order');
  await page.keyboard.press('Enter');
  const result = page.getByRole('dialog', { name: 'You Have Purchased' });
  await expect(result).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(result).toBeHidden();
});
