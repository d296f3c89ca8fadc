// Journey 5 of issue 6: registering a new account on the site, each validation message first.
import { expect, recorded, siteUrl, test } from './support/fixtures';
import { cartStep } from './checkout-helpers';

test.describe('the auth modal on the site', () => {
  test('5: registering a new account, with each validation message shown for bad input first', async ({ page }) => {
    await page.goto(siteUrl('/marketplace/virtual-currency'));
    await page.getByRole('button', { name: /^Buy \d+ RDC$/ }).first().click();
    await page.goto(siteUrl('/basket'));
    await cartStep(page).getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('region', { name: 'Sign in to continue' }).getByRole('button', { name: 'Register Now' }).click();
    const modal = page.getByRole('dialog', { name: 'Register Now' });
    const alias = modal.getByLabel('Account name');
    await expect(alias).toBeFocused();

    await alias.fill('ab');
    await modal.getByLabel('Email').focus();
    await expect(modal.getByText('few characters')).toBeVisible();
    await modal.getByLabel('Email').fill('not-an-email');
    await modal.getByLabel('Password', { exact: true }).focus();
    await expect(modal.getByText('Not correct email')).toBeVisible();
    await modal.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(alias).toBeFocused();
    await expect(modal.getByText('This field is required!')).toHaveCount(2); // password, birthday
    await expect(modal.getByText('Confirm consent')).toBeVisible();
    await expect(modal.getByRole('combobox', { name: 'Month' }).locator('option').first()).toHaveText('Mount');

    const name = `pilot${Date.now() % 1_000_000}`;
    await alias.fill(name);
    await modal.getByLabel('Email').fill(`${name}@example.com`);
    await modal.getByLabel('Password', { exact: true }).fill('stars1234');
    await modal.getByRole('button', { name: 'Show password' }).click();
    await expect(modal.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await modal.getByRole('combobox', { name: 'Day' }).selectOption('5');
    await modal.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'March' });
    await modal.getByRole('combobox', { name: 'Year' }).selectOption('1990');
    await expect(modal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    await expect(modal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await modal.getByRole('checkbox', { name: /I agree/ }).check();
    await modal.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(page.locator('header').getByText(name).first()).toBeVisible();
    expect((await recorded(page)).events.filter((event) => event.type === 'rdc-login').length).toBeGreaterThan(0);
  });

  test('the legal pages linked from the register form exist, in both spellings', async ({ page }) => {
    for (const [path, title] of [
      ['/terms-of-service', 'Terms of Service'],
      ['/Terms-Of-Service', 'Terms of Service'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/Privacy-Policy', 'Privacy Policy'],
      ['/EULA', 'End User License Agreement'],
    ]) {
      await page.goto(siteUrl(path));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  });
});
