// The saved cards and addresses of the site's /basket (journeys 7 and 8), signed in as demo.
import type { Page } from '@playwright/test';
import { expect, siteUrl, test } from './support/fixtures';
import {
  addItemAndCoinPack,
  addPaypalCard,
  cartStep,
  continueAndSignIn,
  fillAddressForm,
  gameAddress,
  resetDemo,
  goToPayment,
} from './checkout-helpers';

async function toDelivery(page: Page) {
  await addItemAndCoinPack(page);
  await page.goto(siteUrl('/basket'));
  await continueAndSignIn(page);
  await cartStep(page).getByRole('button', { name: 'Continue' }).click();
  return page.getByRole('region', { name: /Delivery information/ });
}

test.describe('cards and addresses', () => {
  test.beforeEach(({ page }) => resetDemo(page));

  test('7: adding a card through the PayPal flow, making it default, deleting it', async ({ page }) => {
    await addItemAndCoinPack(page);
    await page.goto(siteUrl('/basket'));
    await continueAndSignIn(page);
    await goToPayment(page);
    const card = await addPaypalCard(page);
    await expect(card).toBeVisible();
    const name =
      (await card.getAttribute('aria-label')) ?? (await card.locator('.card__name').textContent()) ?? '';
    const cardName = name.match(/^\w[\w ]* ending \d{4}/)?.[0] ?? '';
    await page.getByRole('radio', { name: `Default for ${cardName}` }).check();
    await expect(page.getByRole('radio', { name: `Default for ${cardName}` })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Default for Visa ending 4242' })).not.toBeChecked();
    // And back: the previous default takes the new card's old priority.
    await page.getByRole('radio', { name: 'Default for Visa ending 4242' }).check();
    await page.getByRole('button', { name: `Delete ${cardName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to delete a credit card?' });
    await confirm.getByRole('button', { name: 'NO' }).click();
    await expect(page.getByRole('button', { name: `Delete ${cardName}` })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${cardName}` }).click();
    await confirm.getByRole('button', { name: 'YES' }).click();
    await expect(page.getByRole('button', { name: `Delete ${cardName}` })).toHaveCount(0);
  });

  test("adding a card through Stripe: the cardholder name, then the provider's own fields; it joins the list", async ({
    page,
  }) => {
    await addItemAndCoinPack(page);
    await page.goto(siteUrl('/basket'));
    await continueAndSignIn(page);
    await goToPayment(page);
    await page.getByRole('button', { name: '+ ADD NEW' }).click();
    const modal = page.getByRole('dialog', { name: 'Add a credit card' });
    await modal.getByRole('radio', { name: 'Stripe' }).check();
    await modal.getByLabel('Cardholder name').fill('Jane Doe');
    const provider = modal.getByRole('group', { name: 'Card (Stripe sandbox)' });
    await provider.getByLabel('Card number').fill('5555 5555 5555 4444');
    await provider.getByLabel('Expiry (MM / YY)').fill('1/2');
    await modal.getByRole('button', { name: 'Add card' }).click();
    // The provider judges its own fields.
    await expect(provider.getByText("Your card's expiration date is incomplete.")).toBeVisible();
    await expect(provider.getByText("Your card's security code is incomplete.")).toBeVisible();
    const year = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
    await provider.getByLabel('Expiry (MM / YY)').fill(`08 / ${year}`);
    await provider.getByLabel('Security code').fill('321');
    await modal.getByRole('button', { name: 'Add card' }).click();
    await expect(modal).toBeHidden();
    const card = page.getByRole('button', { name: /^Mastercard ending 4444/ }).first();
    await expect(card).toBeVisible();
    // Deleting it takes it off the list.
    await page
      .getByRole('button', { name: /^Delete Mastercard ending 4444/ })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Do you want to delete a credit card?' })
      .getByRole('button', { name: 'YES' })
      .click();
    await expect(page.getByRole('button', { name: /^Delete Mastercard ending 4444/ })).toHaveCount(0);
  });

  test('8: adding, editing and deleting an in-game, a pickup and a real-world address', async ({ page }) => {
    const delivery = await toDelivery(page);
    const stamp = String(Date.now() % 100000);

    // In game Address
    await delivery.getByRole('button', { name: 'Enter a new address' }).click();
    await expect(delivery.getByRole('button', { name: 'Back to address selection' })).toBeVisible();
    await fillAddressForm(page, gameAddress(`Bay ${stamp}`));
    await expect(delivery.getByRole('list', { name: 'In game addresses' })).toContainText(`Bay ${stamp}`);
    await delivery.getByRole('button', { name: `Edit Bay ${stamp}` }).click();
    await fillAddressForm(page, { City: 'Houston' });
    await expect(delivery.getByRole('list', { name: 'In game addresses' })).toContainText('Houston');
    await delivery.getByRole('button', { name: `Delete Bay ${stamp}` }).click();
    await page
      .getByRole('dialog', { name: 'Do you want to delete the address?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(delivery.getByText(`Bay ${stamp}`)).toHaveCount(0);

    // Pickup point
    await delivery.getByRole('tab', { name: 'Pickup point' }).click();
    await delivery.getByRole('button', { name: '+ ADD NEW' }).click();
    await fillAddressForm(page, gameAddress(`Depot ${stamp}`));
    const pickups = delivery.getByRole('list', { name: 'Pickup points' });
    await expect(pickups).toContainText(`Depot ${stamp}`);
    await expect(pickups).toContainText('Nearest. 250 miles.');
    await delivery.getByRole('button', { name: `Edit Depot ${stamp}` }).click();
    await fillAddressForm(page, { Planet: 'Luna' });
    await expect(pickups).toContainText('Luna');
    await delivery.getByRole('button', { name: `Delete Depot ${stamp}` }).click();
    await page
      .getByRole('dialog', { name: 'Do you want to delete the address?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(delivery.getByText(`Depot ${stamp}`)).toHaveCount(0);

    // Real World Items
    await delivery.getByRole('tab', { name: 'Real World Items' }).click();
    await delivery.getByRole('button', { name: 'Enter a new address' }).click();
    await fillAddressForm(page, {
      'First name': 'Jane',
      'Last name': `Doe${stamp}`,
      Company: 'ACME',
      Country: 'Canada',
      City: 'Toronto',
      Address: '1 King St',
      'State or province': 'ON',
      'ZIP or postal code': 'M5H 1A1',
      'Phone number': '4165550100',
    });
    const world = delivery.getByRole('list', { name: 'Real world addresses' });
    await expect(world).toContainText(`Doe${stamp}`);
    await expect(world).toContainText('Canada');
    await delivery.getByRole('button', { name: new RegExp(`^Edit Jane Doe${stamp}`) }).click();
    await fillAddressForm(page, { City: 'Ottawa' });
    await expect(world).toContainText('Ottawa');
    await delivery.getByRole('button', { name: new RegExp(`^Delete Jane Doe${stamp}`) }).click();
    await page
      .getByRole('dialog', { name: 'Do you want to delete the address?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(delivery.getByText(`Doe${stamp}`)).toHaveCount(0);
  });
});
