// The purchase journeys (numbered in the test titles) on the site's /basket, against the sandbox.
import { expect, recorded, siteUrl, test } from './support/fixtures';
import {
  addItemAndCoinPack,
  addPaypalCard,
  cartStep,
  continueAndSignIn,
  demoPaymentCount,
  resetDemo,
  goToPayment,
  shownBalance,
  summaryBalance,
  signIn,
  stepButton,
  summary,
} from './checkout-helpers';
import { axeViolations } from './support/axe';

test.describe('checkout on /basket', () => {
  test.beforeEach(({ page }) => resetDemo(page));

  test('1: a guest adds an item and a coin pack, signs in at Continue, the carts merge, picks an address and the saved card, and buys', async ({
    page,
  }) => {
    await addItemAndCoinPack(page);
    await page.goto(siteUrl('/basket'));
    await expect(page.getByRole('heading', { name: 'Shopping cart' })).toBeVisible();
    const lines = cartStep(page).getByRole('list', { name: 'Products in the cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    const titles = await lines.locator('.line__title').allTextContents();

    await continueAndSignIn(page);
    // The local cart merged into the server cart: both products are still there.
    for (const title of titles) await expect(cartStep(page).getByText(title, { exact: true })).toBeVisible();
    // The summary shows RDC 0.00 until the signed-in player's balance answers (as test 4 waits too).
    await expect(summaryBalance(page)).not.toHaveText('RDC 0.00');
    const before = await shownBalance(page);
    expect(before).toBeGreaterThan(0);

    await goToPayment(page);
    const card = page.getByRole('button', { name: /^Visa ending 4242/ });
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Place order' }).click();

    const result = page.getByRole('dialog', { name: 'You Have Purchased' });
    for (const title of titles) await expect(result.getByText(title, { exact: true })).toBeVisible();
    expect(await axeViolations(page), 'the purchase modal').toEqual([]);
    // The coin pack adds RDC to the balance.
    await expect.poll(() => shownBalance(page)).toBeGreaterThan(before);
    await page.keyboard.press('Escape');
    await expect(result).toBeHidden();
    await expect(cartStep(page).getByText('Your cart is empty.')).toBeVisible();
    expect((await recorded(page)).events.map((event) => event.type)).toContain('rdc-purchase');
  });

  test('2: a cart of only coins skips step 2', async ({ page }) => {
    await page.goto(siteUrl('/marketplace/virtual-currency'));
    await page
      .getByRole('button', { name: /^Buy RDC\s[\d,]+$/ })
      .first()
      .click();
    await page.goto(siteUrl('/basket'));
    await continueAndSignIn(page);
    await expect(stepButton(page, 'Delivery information')).toHaveAttribute('aria-disabled', 'true');
    await cartStep(page).getByRole('button', { name: 'Continue' }).click();
    await expect(stepButton(page, 'Payment')).toHaveAttribute('aria-expanded', 'true');
    await expect(stepButton(page, 'Delivery information')).toHaveAttribute('aria-expanded', 'false');
  });

  test("3: the declined card (4000 0000 0000 0002) shows the error modal with the server's text", async ({
    page,
  }) => {
    await page.goto(siteUrl('/marketplace/virtual-currency'));
    await page
      .getByRole('button', { name: /^Buy RDC\s[\d,]+$/ })
      .first()
      .click();
    await page.goto(siteUrl('/basket'));
    await continueAndSignIn(page);
    await goToPayment(page);
    const declined = await addPaypalCard(page, '4000000000000002');
    if ((await declined.getAttribute('aria-pressed')) !== 'true') await declined.click();
    await page.getByRole('button', { name: 'Place order' }).click();
    const error = page.getByRole('dialog', { name: 'Ooops... something wrong. Try one more time.' });
    await expect(error.getByRole('alert')).toContainText('Error');
    await expect(error.getByRole('alert')).toContainText(/declined/);
    expect(await axeViolations(page), 'the error modal').toEqual([]);
    await error.getByRole('button', { name: 'Close' }).click();
    await expect(error).toBeHidden();
  });

  test('4: an RDC total above the balance disables Continue and offers coin packs as additional currency, and paying with the top-up succeeds', async ({
    page,
  }) => {
    await page.goto(siteUrl('/marketplace/product/item/1'));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto(siteUrl('/basket'));
    await continueAndSignIn(page);
    await expect(summaryBalance(page)).not.toHaveText('RDC 0.00');
    const before = await shownBalance(page);
    const line = cartStep(page).getByRole('listitem').first();
    const title = await line.locator('.line__title').textContent();
    await line.getByRole('combobox', { name: /^Currency of / }).selectOption('RDC');
    await expect(summary(page)).not.toContainText('RDC 0.00');
    const next = cartStep(page).getByRole('button', { name: 'Continue' });
    for (let i = 0; i < 30 && (await next.isEnabled()); i++)
      await line.getByRole('button', { name: /^One more / }).click();
    // "Continue is disabled while the RDC total exceeds the user balance."
    await expect(next).toBeDisabled();
    await expect(line.getByText(/Not enough RDC/)).toBeVisible();
    await stepButton(page, 'Payment').click();
    await expect(stepButton(page, 'Payment')).toHaveAttribute('aria-expanded', 'false');

    // The PAYMENT METHOD block offers coin packs as additional currency.
    await summary(page).getByRole('button', { name: 'Currency' }).click();
    const block = page.getByRole('region', { name: 'PAYMENT METHOD' });
    await expect(block.getByRole('button', { name: /^Buy RDC\s[\d,]+$/ }).first()).toBeVisible();
    await expect(block.getByText('-20%').first()).toBeVisible();
    // Packs show their RDC as a whole number: the smallest seeded pack holds 100 RDC.
    await expect(block.getByRole('button', { name: 'Buy RDC 100' })).toBeVisible();
    expect(await axeViolations(page), 'the PAYMENT METHOD block').toEqual([]);
    const topUp = block.getByRole('button', { name: 'Buy RDC 5,000' });
    for (let i = 0; i < 5 && (await next.isDisabled()); i++) await topUp.click();
    const chosen = block.getByRole('list', { name: 'Additional currency' });
    await expect(chosen).toContainText('5,000 RDC × ');

    // Enough additional currency chosen: the way to payment opens, and paying succeeds.
    await goToPayment(page);
    const card = page.getByRole('button', { name: /^Visa ending 4242/ });
    if ((await card.getAttribute('aria-pressed')) !== 'true') await card.click();
    const placeOrder = page.getByRole('button', { name: 'Place order' });
    await expect(placeOrder).toBeEnabled();
    await placeOrder.click();
    const result = page.getByRole('dialog', { name: 'You Have Purchased' });
    await expect(result.getByText(title ?? '', { exact: true })).toBeVisible();
    await expect.poll(() => shownBalance(page)).not.toBe(before);
    await page.keyboard.press('Escape');
    await expect(cartStep(page).getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Additional currency' })).toHaveCount(0);
  });

  test('9: a double click on Place order charges once', async ({ page }) => {
    const payments = () => demoPaymentCount(page);
    await page.goto(siteUrl('/marketplace/virtual-currency'));
    await page
      .getByRole('button', { name: /^Buy RDC\s[\d,]+$/ })
      .first()
      .click();
    await page.goto(siteUrl('/basket'));
    await continueAndSignIn(page);
    await goToPayment(page);
    const card = page.getByRole('button', { name: /^Visa ending 4242/ });
    if ((await card.getAttribute('aria-pressed')) !== 'true') await card.click();
    const before = await payments();
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await expect(page.getByRole('dialog', { name: 'You Have Purchased' })).toBeVisible();
    expect(await payments()).toBe(before + 1);
  });

  test('11: axe finds no violations in each step and modal', async ({ page }) => {
    test.setTimeout(120_000);
    await addItemAndCoinPack(page);
    await page.goto(siteUrl('/basket'));
    // axe sees what is on screen at the moment it runs: each check waits for the state it audits.
    await expect(
      cartStep(page).getByRole('list', { name: 'Products in the cart' }).getByRole('listitem'),
    ).toHaveCount(2);
    expect(await axeViolations(page), 'step 1').toEqual([]);
    await cartStep(page).getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('region', { name: 'Sign in to continue' })).toBeVisible();
    expect(await axeViolations(page), 'the sign-in block').toEqual([]);
    await page
      .getByRole('region', { name: 'Sign in to continue' })
      .getByRole('button', { name: 'Register Now' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Register Now' })).toBeVisible();
    expect(await axeViolations(page), 'the register modal').toEqual([]);
    await page.getByRole('button', { name: 'Have an Account?' }).click();
    await expect(page.getByRole('dialog', { name: 'Sing In' })).toBeVisible();
    expect(await axeViolations(page), 'the sign-in modal').toEqual([]);
    await signIn(page);
    await cartStep(page).getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('list', { name: 'In game addresses' })).toBeVisible();
    expect(await axeViolations(page), 'step 2').toEqual([]);
    await page.getByRole('button', { name: 'Enter a new address' }).click();
    await expect(page.getByRole('button', { name: 'Back to address selection' })).toBeVisible();
    expect(await axeViolations(page), 'the address form').toEqual([]);
    await page.getByRole('button', { name: 'Back to address selection' }).click();
    await page
      .getByRole('radio', { name: /^Deliver here: / })
      .first()
      .check();
    await page
      .getByRole('region', { name: /Delivery information/ })
      .getByRole('button', { name: 'Continue' })
      .click();
    await expect(page.getByRole('list', { name: 'Saved cards' })).toBeVisible();
    expect(await axeViolations(page), 'step 3').toEqual([]);
    await page.getByRole('button', { name: '+ ADD NEW' }).click();
    await expect(page.getByRole('button', { name: 'Back to selecting a credit card' })).toBeVisible();
    expect(await axeViolations(page), 'the add-card modal').toEqual([]);
    await page.getByRole('button', { name: 'Back to selecting a credit card' }).click();
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Do you want to delete a credit card?' })).toBeVisible();
    expect(await axeViolations(page), 'the card delete confirmation').toEqual([]);
    await page.getByRole('button', { name: 'NO' }).click();
    await summary(page).getByRole('button', { name: 'Currency' }).click();
    await expect(summary(page).getByRole('button', { name: 'Currency' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await axeViolations(page), 'the summary with its currency dropdown').toEqual([]);
  });

  test('11: the focus is trapped in a modal and returns to the opener on close', async ({ page }) => {
    await addItemAndCoinPack(page);
    await page.goto(siteUrl('/basket'));
    await cartStep(page).getByRole('button', { name: 'Continue' }).click();
    const opener = page
      .getByRole('region', { name: 'Sign in to continue' })
      .getByRole('button', { name: 'Sing In' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Sing In' });
    await expect(modal.getByLabel('Account name or email')).toBeFocused();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const inside = await modal.evaluate((dialog) => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return dialog.contains(active);
      });
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
