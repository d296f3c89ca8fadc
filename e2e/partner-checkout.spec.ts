// Journey 10 of issue 6: journeys 1 and 3 in a partner page holding only <rdc-basket> (one script
// tag, the API on another origin). The page has no product to add, so the visitor's cart is the
// one a partner's own "add" would have stored: a product of the sandbox, in the stored cart.
import type { Page } from '@playwright/test';
import { expect, partnerUrl, test } from './support/fixtures';
import { addPaypalCard, cartStep, continueAndSignIn, resetDemo, goToPayment, signIn } from './checkout-helpers';
import { axeViolations } from './support/axe';

async function openWithCart(page: Page): Promise<string> {
  const api = process.env.RDC_E2E_API ?? '';
  const lot = (await (await page.request.post(`${api}/market/coins_package/list`, { data: {} })).json()) as {
    list: { id: number; title?: string; count: number; price: { USD: number } }[];
  };
  const pack = lot.list[0];
  if (!pack) throw new Error('no coin pack');
  const title = pack.title ?? `${pack.count} RDC`;
  await page.goto(partnerUrl({ only: 'rdc-basket' }));
  await page.evaluate(
    (line) => localStorage.setItem('rdc:cart', JSON.stringify({ owner: 0, lines: [line] })),
    { id: pack.id, lot_type: 'coin', title, description: '', price: pack.price, count: 1, selectCurrency: 'USD' },
  );
  await page.reload();
  await expect(cartStep(page).getByText(title, { exact: true })).toBeVisible();
  return title;
}

test.describe('<rdc-basket> in a partner page', () => {
  test.beforeEach(({ page }) => resetDemo(page));

  test('10: journey 1 — sign in at Continue, pay with the saved card, "You Have Purchased"', async ({ page }) => {
    const title = await openWithCart(page);
    await continueAndSignIn(page);
    await goToPayment(page);
    const card = page.getByRole('button', { name: /^Visa ending 4242/ });
    if ((await card.getAttribute('aria-pressed')) !== 'true') await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('dialog', { name: 'You Have Purchased' }).getByText(title, { exact: true })).toBeVisible();
  });

  test('10: journey 3 — the declined card shows the error modal with the server\'s text', async ({ page }) => {
    await openWithCart(page);
    await continueAndSignIn(page);
    await goToPayment(page);
    const declined = await addPaypalCard(page, '4000000000000002');
    if ((await declined.getAttribute('aria-pressed')) !== 'true') await declined.click();
    await page.getByRole('button', { name: 'Place order' }).click();
    const error = page.getByRole('dialog', { name: 'Ooops... something wrong. Try one more time.' });
    await expect(error.getByRole('alert')).toContainText(/declined/);
  });

  test('<rdc-buy-now lot-id lot-type> alone in a page (an in-game web view): sign in, pay, "You Have Purchased"; success clears the product', async ({ page }) => {
    await page.goto(partnerUrl({ only: 'rdc-buy-now', attributes: 'lot-id="1" lot-type="item"' }));
    const modal = page.getByRole('dialog', { name: 'Buy now' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Sing In' }).click();
    await signIn(page);
    await expect(modal.getByRole('button', { name: /^Visa ending 4242/ })).toBeVisible();
    const card = modal.getByRole('button', { name: /^Visa ending 4242/ });
    if ((await card.getAttribute('aria-pressed')) !== 'true') await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(await axeViolations(page), 'the buy-now modal').toEqual([]);
    await modal.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('dialog', { name: 'You Have Purchased' })).toBeVisible();
    await expect(modal).toBeHidden();
  });
});
