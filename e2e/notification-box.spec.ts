// The notifications' box (marketplace-content.md §9): "Notifications auto-close after 4000 ms,
// 5 per position, width 440, max height 200, transition 250 ms, z-index 400." The timing and the
// count are core's rules (packages/core/src/overlays/notifications.test.ts); the box is the
// widget's stylesheet, measured here on a notification the player sees.
import { expect, siteUrl, test } from './support/fixtures';

test('a shown notification is 440 px wide, at most 200 px high, slides in over 250 ms, above the page at z-index 400', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(siteUrl('/marketplace/product/item/1'));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const notice = page.locator('[part="notification"]').first();
  await expect(notice).toBeVisible();

  const box = await notice.evaluate((element) => {
    const stack = element.parentElement as HTMLElement;
    const own = getComputedStyle(element);
    return {
      width: stack.getBoundingClientRect().width,
      noticeWidth: element.getBoundingClientRect().width,
      maxHeight: own.maxHeight,
      animationDuration: own.animationDuration,
      zIndex: getComputedStyle(stack).zIndex,
      position: getComputedStyle(stack).position,
    };
  });
  expect(box).toEqual({
    width: 440,
    noticeWidth: 440,
    maxHeight: '200px',
    animationDuration: '0.25s',
    zIndex: '400',
    position: 'fixed',
  });
});
