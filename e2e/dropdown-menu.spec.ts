// The searchable dropdown's menu (marketplace-content.md §9): "Dropdown page size 5, max menu height
// 300, min 140; drag threshold 5 px." The page size, the 140 px flip and the drag threshold are
// tested on the component (packages/widgets/src/ui/SearchSelect.test.tsx); the menu's height is its
// stylesheet's, measured here on the settings page's timezone dropdown with all 25 options shown.
import { signIn } from './checkout-helpers';
import { expect, siteUrl, test } from './support/fixtures';

test('"max menu height 300": the timezone menu with all 25 zones shown is 300 px high and scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl('/settings'));
  await page.getByRole('main').getByRole('button', { name: 'Sing In' }).click();
  await signIn(page);
  const timezone = page.getByRole('combobox', { name: 'Timezone' });
  await timezone.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('listbox');
  await expect(menu.getByRole('option')).toHaveCount(5);
  // Five more each time the active option passes the last shown, as a player arrows down the list.
  for (let step = 1; step < 25; step += 1) await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('option')).toHaveCount(25);
  const size = await menu.evaluate((list) => ({
    height: list.getBoundingClientRect().height,
    scrolls: list.scrollHeight > list.clientHeight,
  }));
  expect(size).toEqual({ height: 300, scrolls: true });
});
