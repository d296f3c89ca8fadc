import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Opens a story once Storybook renders it: after the page's load event Storybook still loads the
 * story's files (seconds under the shared load), and the assertions' own wait is for the widget.
 */
async function story(page: Page, id: string): Promise<void> {
  await page.goto(`${process.env.RDC_E2E_STORYBOOK}/iframe.html?id=${id}&viewMode=story`);
  await expect(page.locator('body.sb-show-main')).toBeAttached({ timeout: 20_000 });
}

test.describe('Storybook: every widget state a user sees, against the sandbox', () => {
  test('rdc-coin-packs: loaded, loading (6 skeletons), empty, failure', async ({ page }) => {
    await story(page, 'widgets-rdc-coin-packs--loaded');
    await expect(page.getByRole('button', { name: /^Buy RDC\s[\d,]+$/ }).first()).toBeVisible();
    await story(page, 'widgets-rdc-coin-packs--loading');
    await expect(page.locator('[data-testid="coin-pack-skeleton"]')).toHaveCount(6);
    await story(page, 'widgets-rdc-coin-packs--empty');
    await expect(page.getByText('Coin not found')).toBeVisible();
    await story(page, 'widgets-rdc-coin-packs--failure');
    await expect(page.getByText('Technical work is underway')).toBeVisible();
  });

  test('rdc-plans: loaded (a guest: Add to Cart; demo: Buy now too), loading (5 skeletons), empty (NoItem), failure (Error)', async ({
    page,
  }) => {
    await story(page, 'widgets-rdc-plans--loaded');
    await expect(page.getByRole('button', { name: 'Add to Cart: AI Companion Plan' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Buy now/ })).toHaveCount(0);
    await story(page, 'widgets-rdc-plans--logged-in');
    await expect(page.getByRole('button', { name: 'Buy now: AI Companion Plan' })).toBeVisible();
    await story(page, 'widgets-rdc-plans--loading');
    await expect(page.locator('[data-testid="list-skeleton"]')).toHaveCount(5);
    await story(page, 'widgets-rdc-plans--empty');
    await expect(page.getByText('NoItem')).toBeVisible();
    await story(page, 'widgets-rdc-plans--failure');
    // A 500 is retried 10 times, 100 ms apart (the subscription list's rule), then the Error status.
    await expect(page.getByRole('alert')).toContainText('Error', { timeout: 15_000 });
  });

  test('rdc-user-menu: guest and the logged-in demo account', async ({ page }) => {
    await story(page, 'widgets-rdc-user-menu--guest');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await story(page, 'widgets-rdc-user-menu--logged-in');
    await expect(page.locator('[part="trigger"]')).toContainText('demo');
  });

  test('rdc-product-footer: guest, logged in, missing; rdc-basket-badge over 99', async ({ page }) => {
    await story(page, 'widgets-rdc-product-footer--item-guest');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy now' })).toHaveCount(0);
    await story(page, 'widgets-rdc-product-footer--item-logged-in');
    await expect(page.getByRole('button', { name: 'Buy now' })).toBeVisible();
    await story(page, 'widgets-rdc-product-footer--missing');
    await expect(page.getByText('NoItem')).toBeVisible();
    await story(page, 'widgets-rdc-basket-badge--over-ninety-nine');
    await expect(page.getByText('99+')).toBeVisible();
  });

  test('product page widgets: the footer of a subscription in the cart and of a failed load; the detail tabs in grid view, with a card open, on their second slide; the side list collapsed', async ({
    page,
  }) => {
    test.slow(); // seven stories, each a Storybook boot, one of them waiting out the query's retries
    await story(page, 'widgets-rdc-product-footer--subscription-in-cart');
    await expect(page.getByRole('button', { name: 'In Cart' })).toBeDisabled();
    await story(page, 'widgets-rdc-product-footer--failure');
    // A 500 is retried three times (1 s, 2 s, 4 s), then the Error status, not NoItem.
    await expect(page.getByRole('alert')).toHaveText('Error', { timeout: 20_000 });

    await story(page, 'widgets-rdc-detail-tabs--systems-grid');
    await expect(page.getByRole('button', { name: 'Grid' }).first()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: 'Systems' })).toBeVisible();
    await story(page, 'widgets-rdc-detail-tabs--overview-card-open');
    await expect(page.getByRole('button', { name: /Deck 2/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article', { name: 'Deck 2' })).toBeVisible();
    await story(page, 'widgets-rdc-detail-tabs--overview-second-slide');
    await expect(page.getByRole('list', { name: 'Overview, slide 2 of 2' }).getByRole('button')).toHaveText([
      /Deck 11/,
      /Deck 12/,
    ]);

    await story(page, 'widgets-rdc-side-list--collapsed');
    await expect(page.getByRole('button', { name: /Package items/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.getByRole('link', { name: 'Nova Drive' })).toBeHidden();
  });

  test('address lists: in-game, pickup and real-world, each as list, empty and form', async ({ page }) => {
    test.slow(); // nine stories, each a Storybook boot of its own (3 s and more under the shared load)
    await story(page, 'ui-addresses--in-game-list');
    await expect(page.getByRole('list', { name: 'In game addresses' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText('Dock 9')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enter a new address' })).toBeVisible();
    await story(page, 'ui-addresses--in-game-empty');
    await expect(page.getByText('No saved addresses yet.')).toBeVisible();
    await story(page, 'ui-addresses--in-game-form');
    await expect(page.getByRole('button', { name: 'Back to address selection' })).toBeVisible();
    await expect(page.getByLabel('Location', { exact: true })).toBeVisible();

    await story(page, 'ui-addresses--pickup-list');
    await expect(page.getByText('Nearest. 250 miles.')).toHaveCount(2);
    await story(page, 'ui-addresses--pickup-empty');
    await expect(page.getByText('No saved addresses yet.')).toBeVisible();
    await story(page, 'ui-addresses--pickup-form');
    await expect(page.getByRole('button', { name: 'Back to address selection' })).toBeVisible();

    await story(page, 'ui-addresses--real-world-list');
    await expect(page.getByText('Jane Doe, Orbital Freight')).toBeVisible();
    await story(page, 'ui-addresses--real-world-empty');
    await expect(page.getByText('No saved addresses yet.')).toBeVisible();
    await story(page, 'ui-addresses--real-world-form');
    await page.getByRole('combobox', { name: 'Country', exact: true }).fill('United States');
    await expect(page.getByRole('option', { name: 'United States', exact: true })).toHaveCount(1);
  });
});
