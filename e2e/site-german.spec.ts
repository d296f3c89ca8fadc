// The official site in German, as a player gets there: signed in, they choose Deutsch in Settings'
// Language selector (marketplace-content.md §2.9: "a Language selector"), land on the German settings
// page, and buy through the German store by its links. Every address stays under /de, every step
// speaks German and writes amounts as a German reader reads them ("9,99 $"), and the amount the
// page showed before Place order is what the sandbox charged.
import type { Page } from '@playwright/test';
import { CHECKOUT_WORDS, demoLastTransaction, goToPayment, resetDemo, signIn } from './checkout-helpers';
import { expect, siteUrl, test } from './support/fixtures';
import { money } from './support/money';

const words = CHECKOUT_WORDS.de;
/** A German amount in US dollars, as Intl writes it for de: "9,99 $" (digits, comma, two digits, " $"). */
const GERMAN_USD = /^\d{1,3}(?:\.\d{3})*,\d\d \$$/;

/** Every address the page's frame has been at, so the test can say none left /de. */
function visitedAddresses(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  return visited;
}

async function expectGermanPage(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(new URL(page.url()).pathname).toMatch(/^\/de(?:\/|$)/);
}

test.describe('the site in German', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(({ page }) => resetDemo(page));

  test('chosen in Settings, then through the store to a checkout: German texts and amounts, every address under /de', async ({
    page,
  }) => {
    await page.goto(siteUrl('/settings'));
    await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
    await signIn(page);
    const language = page.getByRole('combobox', { name: 'Language' });
    await expect(language).toHaveValue('English');

    // The selector offers the site's languages, each named in its own language.
    const visited = visitedAddresses(page);
    await language.click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await page.waitForURL(/\/de\/settings$/);
    await expectGermanPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('Deutsch');
    await expect(page).toHaveTitle(/Einstellungen/);

    // The header's Marketplace link (its title is the server's link template, shown as it comes),
    // then the Packages tab, then a package's card.
    const marketplace = page
      .locator('header')
      .getByRole('link', { name: 'Marketplace', exact: true })
      .first();
    await expect(marketplace).toHaveAttribute('href', '/de/marketplace');
    await marketplace.click();
    await page.waitForURL(/\/de\/marketplace$/);
    await expectGermanPage(page);
    await page.getByRole('link', { name: 'Pakete', exact: true }).first().click();
    await page.waitForURL(/\/de\/marketplace\/packages$/);
    await expectGermanPage(page);
    const card = page.getByRole('list', { name: 'Pakete' }).getByRole('article').first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    const cardLink = card.getByRole('link').first();
    const title = (await cardLink.textContent())?.trim() ?? '';
    await cardLink.click();
    await page.waitForURL(/\/de\/marketplace\/product\/package\/\d+$/);
    await expectGermanPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // The product footer's price, German-written, then In den Warenkorb.
    const price = page.locator('[part="price-usd"]').first();
    await expect(price).toBeVisible();
    const shownPrice = ((await price.textContent()) ?? '').replace(/\u00a0/g, ' ').trim();
    expect(shownPrice, 'the product page writes its price as a German reader reads it').toMatch(GERMAN_USD);
    await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();

    // The header's basket badge leads to the German basket.
    await page
      .getByRole('link', { name: /^Warenkorb, 1 Artikel/ })
      .first()
      .click();
    await page.waitForURL(/\/de\/basket$/);
    await expectGermanPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
    const lines = page.getByRole('list', { name: 'Artikel im Warenkorb' }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(title);
    await expect(lines.first()).toContainText(shownPrice);

    await goToPayment(page, words);
    await expect(page.getByRole('button', { name: /^Visa endet auf 4242 gültig/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const charge = page.locator('[part="charge"]');
    const charged = charge.locator('dt', { hasText: 'Von deiner Karte abgebucht' }).locator('+ dd');
    await expect(charged).toHaveText(shownPrice);
    const previous = (await demoLastTransaction(page))?.id ?? 0;
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

    const result = page.getByRole('dialog', { name: 'Dein Kauf' });
    await expect(result.getByText(title, { exact: true })).toBeVisible();
    const record = await demoLastTransaction(page);
    expect(record?.id, 'a new transaction is on record').toBeGreaterThan(previous);
    expect(
      money(record!.amount.USD, 'USD', { locale: 'de' }),
      'the sandbox charged what the page showed',
    ).toBe(shownPrice);
    await expect(result.getByRole('button', { name: 'Weiter einkaufen' })).toBeVisible();

    expect(visited.length).toBeGreaterThanOrEqual(5);
    for (const path of visited) expect(path, 'every address visited is German').toMatch(/^\/de(?:\/|$)/);
  });

  test('the German settings lead back to English: the same page without /de', async ({ page }) => {
    await page.goto(siteUrl('/de/settings'));
    await expectGermanPage(page);
    // The header's user icon and the user menu's button both say Anmelden.
    await page.locator('header').getByRole('button', { name: 'Anmelden' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Anmelden' });
    await modal.getByLabel('Kontoname oder E-Mail').fill('demo');
    await modal.getByLabel('Passwort', { exact: true }).fill('demo1234');
    await modal.getByRole('button', { name: 'Jetzt anmelden' }).click();
    await expect(modal).toBeHidden();
    await page.getByRole('combobox', { name: 'Sprache' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});
