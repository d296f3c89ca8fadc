// A partner page written right to left (<html dir="rtl">): the widgets inherit the direction and
// place what the text direction places at its start and end on the mirrored sides.
import type { Locator } from '@playwright/test';
import { buyFirstCoinPack, expect, partnerUrl, test } from './support/fixtures';
import { resetDemo } from './checkout-helpers';

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
};

test.describe('a partner page with dir="rtl"', () => {
  test.beforeEach(({ page }) => resetDemo(page));

  test("the widgets read right to left: the badge's count sits on its icon's left corner", async ({
    page,
  }) => {
    await page.goto(partnerUrl({ dir: 'rtl' }));
    const packs = page.locator('rdc-coin-packs');
    await expect(packs.locator('[part="packs"]')).toHaveCSS('direction', 'rtl');
    await buyFirstCoinPack(page);
    const badge = page.locator('rdc-basket-badge');
    const link = await box(badge.locator('[part="link"]'));
    const count = await box(badge.locator('[part="count"]'));
    expect(count.x).toBeLessThanOrEqual(link.x + 1);
  });

  test('and left to right, the same count sits on the right corner', async ({ page }) => {
    await page.goto(partnerUrl());
    await buyFirstCoinPack(page);
    const badge = page.locator('rdc-basket-badge');
    const link = await box(badge.locator('[part="link"]'));
    const count = await box(badge.locator('[part="count"]'));
    expect(count.x + count.width).toBeGreaterThanOrEqual(link.x + link.width - 1);
  });
});
