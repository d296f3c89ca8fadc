// The partner page (journey 10): checkout.spec.ts's journeys 1 and 3 in a page holding only <rdc-basket> (one
// script tag, the API on another origin). The page has no product to add, so the visitor's cart is the
// one a partner's own "add" would have stored: a product of the sandbox, in the stored cart.
import type { Page } from '@playwright/test';
import { expect, partnerUrl, recorded, test } from './support/fixtures';
import {
  addPaypalCard,
  cartStep,
  continueAndSignIn,
  fillAddressForm,
  gameAddress,
  resetDemo,
  goToPayment,
  signIn,
} from './checkout-helpers';
import { axeViolations } from './support/axe';
import { firstCoinPack, openBasketWithPack } from './support/partner-basket';

async function openWithCart(page: Page): Promise<string> {
  const pack = await firstCoinPack(page);
  const title = pack.title ?? `${pack.count} RDC`;
  await openBasketWithPack(page, pack, title);
  await expect(cartStep(page).getByText(title, { exact: true })).toBeVisible();
  return title;
}

test.describe('<rdc-basket> in a partner page', () => {
  test.beforeEach(({ page }) => resetDemo(page));

  test('10: journey 1 — sign in at Continue, pay with the saved card, "You Have Purchased"', async ({
    page,
  }) => {
    const title = await openWithCart(page);
    await continueAndSignIn(page);
    await goToPayment(page);
    const card = page.getByRole('button', { name: /^Visa ending 4242/ });
    if ((await card.getAttribute('aria-pressed')) !== 'true') await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(
      page.getByRole('dialog', { name: 'You Have Purchased' }).getByText(title, { exact: true }),
    ).toBeVisible();
  });

  test("10: journey 3 — the declined card shows the error modal with the server's text", async ({ page }) => {
    await openWithCart(page);
    await continueAndSignIn(page);
    await goToPayment(page);
    const declined = await addPaypalCard(page, '4000000000000002');
    if ((await declined.getAttribute('aria-pressed')) !== 'true') await declined.click();
    await page.getByRole('button', { name: 'Place order' }).click();
    const error = page.getByRole('dialog', { name: 'Ooops... something wrong. Try one more time.' });
    await expect(error.getByRole('alert')).toContainText(/declined/);
  });

  test('<rdc-buy-now lot-id lot-type> alone in a page (an in-game web view): sign in, pay, "You Have Purchased"; success clears the product', async ({
    page,
  }) => {
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

  test('the in-game address on the partner bundle: at Delivery, "Enter a new address", saved, delivered there, then the payment step', async ({
    page,
  }) => {
    // An item needs a delivery address (a coin pack does not): the product footer adds item 1.
    await page.goto(partnerUrl());
    await page.locator('rdc-product-footer [part="add-to-cart"]').click();
    await expect(page.locator('rdc-basket-badge [part="count"]')).toHaveText('1');
    await page.goto(partnerUrl({ only: 'rdc-basket' }));
    await continueAndSignIn(page);
    await expect(cartStep(page).getByRole('button', { name: 'Continue' })).toBeEnabled();
    await cartStep(page).getByRole('button', { name: 'Continue' }).click();
    const delivery = page.getByRole('region', { name: /Delivery information/ });
    await delivery.getByRole('button', { name: 'Enter a new address' }).click();
    const stamp = `Partner bay ${Date.now() % 100000}`;
    await fillAddressForm(page, gameAddress(stamp));
    const list = delivery.getByRole('list', { name: 'In game addresses' });
    await expect(list).toContainText(stamp);
    await delivery.getByRole('radio', { name: new RegExp(`^Deliver here: .*${stamp}`) }).check();
    await delivery.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: /^Step \d: Payment$/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The address is removed again, so that the demo account stays as seeded.
    await page.getByRole('button', { name: /^Step \d: Delivery information$/ }).click();
    await delivery.getByRole('button', { name: `Delete ${stamp}` }).click();
    await page
      .getByRole('dialog', { name: 'Do you want to delete the address?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(delivery.getByText(stamp)).toHaveCount(0);
  });
});

test.describe('<rdc-auth> on the partner bundle', () => {
  test('Sign In in the user menu opens the auth modal; signing in shows the alias and dispatches rdc-login', async ({
    page,
  }) => {
    test.slow(); // axe on the whole partner page, under the shared machine's load
    await page.goto(partnerUrl());
    await page.evaluate(() => document.body.append(document.createElement('rdc-auth')));
    const menu = page.locator('rdc-user-menu');
    await menu.getByRole('button', { name: 'Sign In' }).click();
    await signIn(page);
    await expect(menu.locator('[part="trigger"]')).toContainText('demo');
    expect((await recorded(page)).events.filter((event) => event.type === 'rdc-login')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'rdc-login', detail: expect.objectContaining({ alias: 'demo' }) }),
      ]),
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('registering on the partner bundle (Preact renders it): validation messages, selects, checkbox, then signed in', async ({
    page,
  }) => {
    await page.goto(partnerUrl());
    await page.evaluate(() => document.body.append(document.createElement('rdc-auth')));
    await page.locator('rdc-user-menu').getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog', { name: 'Sing In' }).getByRole('button', { name: 'Register Now' }).click();
    const modal = page.getByRole('dialog', { name: 'Register Now' });
    const alias = modal.getByLabel('Account name');
    await alias.fill('ab');
    await modal.getByLabel('Email').focus();
    await expect(modal.getByText('few characters')).toBeVisible();
    await modal.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(modal.getByText('This field is required!').first()).toBeVisible();
    const name = `partner${Date.now() % 1_000_000}`;
    await alias.fill(name);
    await modal.getByLabel('Email').fill(`${name}@example.com`);
    await modal.getByLabel('Password', { exact: true }).fill('stars1234');
    await modal.getByRole('combobox', { name: 'Day' }).selectOption('5');
    await modal.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'March' });
    await modal.getByRole('combobox', { name: 'Year' }).selectOption('1990');
    await modal.getByRole('checkbox', { name: /I agree/ }).check();
    await modal.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(page.locator('rdc-user-menu [part="trigger"]')).toContainText(name);
  });
});
