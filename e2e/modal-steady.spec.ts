// A modal holds still while its parts arrive: what the player is reaching for (Buy now's currency
// choice) is where it was when the saved cards, fetched on demand, appear below it. A modal that
// re-centred as it grew moved the choice out from under a click that was already on its way.
import type { Page, Route } from '@playwright/test';
import { signIn } from './checkout-helpers';
import { expect, siteUrl, test } from './support/fixtures';

for (const viewport of [
  { width: 360, height: 780 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px, Buy now's currency choice does not move when the saved cards arrive`, async ({
    page,
  }) => {
    await page.goto(siteUrl('/'));
    await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
    await signIn(page);
    await page.setViewportSize(viewport);

    // The saved cards' chunk is held until the modal has been seen without them.
    const held: Route[] = [];
    await page.route(/\/SavedCards\.[\w-]+\.js$/, (route) => void held.push(route));
    await page.goto(siteUrl('/marketplace/product/item/23'));
    await page.getByRole('button', { name: 'Buy now' }).click();
    const modal = page.getByRole('dialog', { name: 'Buy now' });
    const rdc = modal.getByRole('radio', { name: /^RDC / });
    await expect(rdc).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const before = await box(page, rdc);

    for (const route of held.splice(0)) await route.continue();
    await expect(modal.getByRole('button', { name: /^Visa ending 4242/ })).toBeVisible();
    expect(await box(page, rdc)).toEqual(before);
  });
}

const box = async (page: Page, target: ReturnType<Page['getByRole']>) => {
  // The position once layout has settled for this frame.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  const found = await target.boundingBox();
  return found && { x: Math.round(found.x), y: Math.round(found.y) };
};
