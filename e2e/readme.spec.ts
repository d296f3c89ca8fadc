import { buyFirstCoinPack, expect, test } from './support/fixtures';
import { readmeSnippet } from './support/readme-snippet';

test('the README snippet, pasted into a blank HTML file on its own origin, shows working widgets against the sandbox', async ({
  page,
}) => {
  expect(readmeSnippet()).toContain(
    '<script type="module" src="http://127.0.0.1:5174/rdc-widgets.js"></script>',
  );
  await page.goto(process.env.RDC_E2E_SNIPPET as string);
  await expect(page.locator('rdc-user-menu').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.locator('rdc-product-footer [part="price-usd"]')).toBeVisible();
  await buyFirstCoinPack(page);
});
