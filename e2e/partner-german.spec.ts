// A German game portal: the partner page declares <html lang="de"> and does nothing else. The
// widgets follow the page's language (the element's own `lang` first, then the nearest around it),
// fetch the German catalogue before they first render, and write amounts as a German reader reads
// them ("12,99 $", "100 RDC"), compared here with what the sandbox holds.
import { expect, partnerUrl, test } from './support/fixtures';
import { money } from './support/money';
import { resetDemo } from './checkout-helpers';
import { firstCoinPack, openBasketWithPack } from './support/partner-basket';

const german = { locale: 'de' };

test.describe('a partner page with <html lang="de">', () => {
  test.beforeEach(({ page }) => resetDemo(page));

  test('the coin packs and the badge speak German, with German number formats, and Kaufen adds the pack', async ({
    page,
  }) => {
    const pack = await firstCoinPack(page);
    const rdc = money(pack.count, 'RDC', { whole: true, ...german });
    const usd = money(pack.price.USD, 'USD', german);
    expect(rdc).toMatch(/^[\d.]+ RDC$/);
    expect(usd).toMatch(/^\d+,\d\d \$$/);

    await page.goto(partnerUrl({ lang: 'de' }));
    const packs = page.locator('rdc-coin-packs');
    await expect(packs.getByRole('region', { name: 'Münzpakete' })).toBeVisible();
    const buy = packs.getByRole('button', { name: `${rdc} kaufen`, exact: true }).first();
    await expect(buy).toBeVisible();
    // The price is drawn in parts (whole, fraction, currency) and named whole, as Intl writes it.
    await expect(packs.locator('[part="price"]').first()).toHaveAttribute(
      'aria-label',
      usd.replaceAll(' ', '\u00a0'),
    );
    await expect(packs.locator('[part="price"]').first()).toHaveText(usd);
    await expect(packs.getByRole('button', { name: /^Buy / })).toHaveCount(0);

    await buy.click();
    await expect(packs.getByText(`${rdc} in den Warenkorb gelegt`)).toBeVisible();
    await expect(page.locator('rdc-basket-badge [part="count"]')).toHaveText('1');
    await expect(
      page.locator('rdc-basket-badge').getByRole('link', { name: 'Warenkorb, 1 Artikel' }),
    ).toBeVisible();
    await expect(page.locator('rdc-user-menu').getByRole('button', { name: 'Anmelden' })).toBeVisible();
    const footer = page.locator('rdc-product-footer');
    await expect(footer.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
    await expect(footer.locator('[part="teaser"]')).toContainText('30 % SPAREN im Paket');
  });

  test('sign-in: the user menu opens the German auth dialog', async ({ page }) => {
    await page.goto(partnerUrl({ lang: 'de' }));
    await page.evaluate(() => document.body.append(document.createElement('rdc-auth')));
    await page.locator('rdc-user-menu').getByRole('button', { name: 'Anmelden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await expect(dialog.getByLabel('Kontoname oder E-Mail')).toBeVisible();
    await expect(dialog.getByLabel('Passwort', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Jetzt registrieren' })).toBeVisible();
    await expect(dialog.getByText('Sing In')).toHaveCount(0);
  });

  test('the basket: its steps, its lines and its amounts in German', async ({ page }) => {
    const pack = await firstCoinPack(page);
    const title = pack.title ?? money(pack.count, 'RDC', { whole: true, ...german });
    await openBasketWithPack(page, pack, title, { lang: 'de' });
    const basket = page.locator('rdc-basket');
    await expect(basket.getByText('Dein Warenkorb').first()).toBeVisible();
    await expect(basket.getByText(title, { exact: true })).toBeVisible();
    await expect(basket.getByRole('combobox', { name: `Währung für ${title}` })).toHaveValue('USD');
    await expect(
      basket.getByText(money(pack.price.USD, 'USD', german), { exact: true }).first(),
    ).toBeVisible();
    await expect(basket.getByRole('button', { name: `${title} entfernen` })).toBeVisible();
    await expect(basket.getByRole('button', { name: 'Weiter', exact: true })).toBeVisible();
    await expect(basket.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  });

  test('an element\'s own lang wins over the page\'s: <rdc-coin-packs lang="en"> stays English', async ({
    page,
  }) => {
    const pack = await firstCoinPack(page);
    await page.goto(partnerUrl({ only: 'rdc-coin-packs', lang: 'de', attributes: 'lang="en"' }));
    const packs = page.locator('rdc-coin-packs');
    await expect(
      packs
        .getByRole('button', { name: `Buy ${money(pack.count, 'RDC', { whole: true })}`, exact: true })
        .first(),
    ).toBeVisible();
    await expect(packs.getByRole('region', { name: 'Coin packs' })).toBeVisible();
  });

  test('a language the store has no catalogue for falls back to English', async ({ page }) => {
    await page.goto(partnerUrl({ only: 'rdc-user-menu', lang: 'ja' }));
    await expect(page.locator('rdc-user-menu').getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});
