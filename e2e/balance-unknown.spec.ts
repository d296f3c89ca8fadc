// A signed-in player's balance before it answers: the built site with the wallet's answer held, as
// a slow network would hold it. Until it arrives nothing shows a balance of 0 as the player's, and
// the basket judges nothing by it; then the player's own balance shows.
import type { Page } from '@playwright/test';
import { cartStep, signIn, summaryBalance } from './checkout-helpers';
import { expect, siteUrl, test } from './support/fixtures';

/** Holds every answer of the wallet's balance until the returned function releases them. */
async function holdBalance(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/wallet/balance', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('while the balance is held: no "RDC 0.00" in the user menu, no "Not enough RDC" in the RDC basket; then the real balance', async ({
  page,
}) => {
  await page.goto(siteUrl('/marketplace/product/item/3'));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(/was added to your cart/).first()).toBeVisible();
  await page.goto(siteUrl('/basket'));
  await cartStep(page).getByRole('combobox', { name: 'Currency of Helix Void Armor' }).selectOption('RDC');
  const release = await holdBalance(page);
  const balanceAsked = page.waitForRequest('**/api/v1/wallet/balance');

  await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
  await signIn(page);
  const trigger = page.locator('header').getByRole('button', { name: 'demo' });
  await expect(trigger).toBeVisible();
  await balanceAsked;

  await trigger.hover();
  const menuBalance = page.locator('header [part="balance"]');
  await expect(menuBalance).toBeVisible();
  await expect(menuBalance).toHaveText('Balance: …');
  await expect(menuBalance).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('header').getByText(/RDC\s0\.00/)).toHaveCount(0);
  await page.mouse.move(5, 600);

  await expect(summaryBalance(page)).toHaveText('…');
  await expect(page.getByText(/Not enough RDC/)).toHaveCount(0);
  await expect(page.getByText(/RDC\s0\.00/)).toHaveCount(0);
  await expect(cartStep(page).getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();

  release();
  await expect(summaryBalance(page)).toHaveText(/^RDC\s[\d,]+\.\d\d$/);
  await trigger.hover();
  await expect(menuBalance).toHaveText(/^Balance: RDC\s[\d,]+\.\d\d$/);
  await expect(menuBalance).toHaveAttribute('aria-busy', 'false');
});

test.describe('on a phone (360 x 780)', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('while the balance is held the menu\'s user block reads "Balance: …" (busy), not RDC 0.00; then the real balance', async ({
    page,
  }) => {
    await page.goto(siteUrl('/basket'));
    await expect(page.locator('body')).toHaveAttribute('data-nav-source', 'server');
    const release = await holdBalance(page);
    const balanceAsked = page.waitForRequest('**/api/v1/wallet/balance');
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await openMenu.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Sign In' }).click();
    await signIn(page);
    await balanceAsked;

    await openMenu.click();
    const user = menu.locator('[data-menu-user]');
    await expect(user.getByText('demo', { exact: true })).toBeVisible();
    const balance = user.locator('.mobile-menu__balance');
    await expect(balance).toHaveText('Balance: …');
    await expect(balance.locator('[data-menu-balance]')).toHaveAttribute('aria-busy', 'true');
    await page.screenshot({ path: test.info().outputPath('phone-menu-balance-held.png') });

    release();
    await expect(balance).toHaveText(/^\s*Balance: RDC\s[\d,]+\.\d\d\s*$/);
    await expect(balance.locator('[data-menu-balance]')).toHaveAttribute('aria-busy', 'false');
  });
});
