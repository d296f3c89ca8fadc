// Every purchase path on the built site, signed in through the UI as demo: what the page shows
// before Place order (core's order summary) equals what the sandbox charged to the card and took
// from the wallet, what the purchase result says, and the order then shown in Orders.
import type { Locator, Page, Request } from '@playwright/test';
import { cartStep, DEMO, demoLastTransaction, goToPayment, resetDemo, signIn } from './checkout-helpers';
import { orderShownInOrders } from './orders-helpers';
import { expect, siteUrl, test } from './support/fixtures';
import { minorOf, money } from './support/money';

const API = () => process.env.RDC_E2E_API ?? '';

interface Shown {
  card: number;
  wallet: number;
  balanceAfter: number;
  text: Record<string, string>;
}

/** What the order summary beside Place order says, row by row. */
async function shownCharge(scope: Locator): Promise<Shown> {
  const charge = scope.locator('[part="charge"]');
  await expect(charge).toBeVisible();
  const rows = await charge
    .locator('dt')
    .evaluateAll((terms) =>
      terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
    );
  const text = Object.fromEntries(rows);
  const wallet = text['From your RDC balance'] ?? text['Your RDC balance pays'] ?? '';
  return {
    card: minorOf(text['Charged to your card'] ?? ''),
    wallet: minorOf(wallet),
    balanceAfter: minorOf(text['RDC balance after'] ?? ''),
    text,
  };
}

async function demoCall<T>(
  page: Page,
  path: string,
  data: unknown = {},
  method: 'GET' | 'POST' = 'POST',
): Promise<T> {
  const login = await page.request.post(`${API()}/auth/login`, { data: { ...DEMO, rememberMe: false } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const answer =
    method === 'GET'
      ? await page.request.get(`${API()}${path}`, { headers })
      : await page.request.post(`${API()}${path}`, { headers, data });
  return (await answer.json()) as T;
}

const walletBalance = async (page: Page) =>
  (await demoCall<{ balance: number }>(page, '/wallet/balance', undefined, 'GET')).balance;

/**
 * Places the order from `scope` (the payment step or the Buy now modal) and checks the money: the
 * amounts shown before equal the sandbox's record and the wallet's change, the purchase result and
 * the order in Orders say the same. Returns what was shown.
 */
async function placeAndCompare(page: Page, scope: Locator): Promise<Shown> {
  const shown = await shownCharge(scope);
  const before = await walletBalance(page);
  const previous = (await demoLastTransaction(page))?.id ?? 0;
  await scope.getByRole('button', { name: 'Place order' }).click();

  const result = page.getByRole('dialog', { name: 'You Have Purchased' });
  const paid = result.getByRole('definition').first();
  await expect(paid).toBeVisible();
  const record = await demoLastTransaction(page);
  expect(record?.id, 'a new transaction is on record').toBeGreaterThan(previous);
  expect(record?.amount, 'the sandbox charged what the page showed').toEqual({
    USD: shown.card,
    RDC: shown.wallet,
  });
  const after = await walletBalance(page);
  expect(before + (record?.credited_rdc ?? 0) - after, 'the wallet moved by what the page showed').toBe(
    shown.wallet,
  );
  expect(after, 'the balance after is the one shown').toBe(shown.balanceAfter);

  const paidRows = Object.fromEntries(
    await result
      .locator('[part="paid"] dt')
      .evaluateAll((terms) =>
        terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
      ),
  );
  expect(minorOf(paidRows['Charged to your card'] ?? '')).toBe(shown.card);
  expect(minorOf(paidRows['From your RDC balance'] ?? '')).toBe(shown.wallet);
  expect(minorOf(paidRows['RDC balance now'] ?? '')).toBe(after);
  await result.getByRole('button', { name: 'Continue shopping' }).click();
  await expect(result).toBeHidden();

  const order = await orderShownInOrders(page, record!.id);
  expect(minorOf(order.usd), 'Orders shows the USD charged').toBe(shown.card);
  expect(minorOf(order.rdc), 'Orders shows the RDC taken').toBe(shown.wallet);
  // What this run showed, took and recorded, in the report (the closing note quotes it).
  test.info().annotations.push({
    type: 'money',
    description: `shown: card ${shown.text['Charged to your card']}, balance ${shown.wallet ? money(shown.wallet, 'RDC') : 'nothing'}; charged: ${money(record!.amount.USD, 'USD')} to the card, ${money(record!.amount.RDC, 'RDC')} from the wallet (transaction ${record!.id}); in Orders: ${order.usd}, ${order.rdc}, ${order.paidWith}`,
  });
  return shown;
}

async function signInFromHeader(page: Page): Promise<void> {
  await page.goto(siteUrl('/'));
  await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
  await signIn(page);
}

/** A Buy now on a product page, paid in `currency`. */
async function buyNow(page: Page, path: string, currency: 'USD' | 'RDC'): Promise<Shown> {
  await page.goto(siteUrl(path));
  await page.getByRole('button', { name: 'Buy now' }).click();
  const modal = page.getByRole('dialog', { name: 'Buy now' });
  // Each choice is named by its amount as the page writes it: "$12.99", "RDC 129.90".
  await modal.getByRole('radio', { name: currency === 'USD' ? /^\$\d/ : /^RDC / }).check();
  await expect(modal.getByRole('button', { name: /^Visa ending 4242/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  return placeAndCompare(page, modal);
}

/** Adds a product page's lot to the cart and sets its line's currency in the basket. */
async function addToCart(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl(path));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(/was added to your cart/).first()).toBeVisible();
}

async function lineCurrency(page: Page, title: string, currency: 'USD' | 'RDC'): Promise<void> {
  await cartStep(page)
    .getByRole('combobox', { name: `Currency of ${title}` })
    .selectOption(currency);
}

const payment = (page: Page) => page.getByRole('region', { name: /Payment/ });

test.describe('every purchase path charges what the page showed', () => {
  test.beforeEach(async ({ page }) => {
    await resetDemo(page);
    // Setup, not a step of the journey: enough RDC for the RDC paths, whatever earlier tests spent.
    if ((await walletBalance(page)) < 100_000) {
      const { list } = await demoCall<{
        list: { payment_method_id: string; payment: string; priority: string }[];
      }>(page, '/payment_card/list');
      const card = list.find((candidate) => candidate.priority === '1')!;
      await demoCall(page, '/payment_card/pay', {
        token_id: card.payment_method_id,
        payment: card.payment,
        product: [{ lot_type: 'coin', lot_id: 4, count: 1, currency: 'USD' }],
      });
    }
    await signInFromHeader(page);
  });

  test('basket in USD: two items charged to the card, the wallet untouched', async ({ page }) => {
    await addToCart(page, '/marketplace/product/item/23');
    await addToCart(page, '/marketplace/product/item/2');
    await page.goto(siteUrl('/basket'));
    await goToPayment(page);
    const shown = await placeAndCompare(page, payment(page));
    expect(shown.card).toBe(1299 + 1499);
    expect(shown.wallet).toBe(0);
  });

  test('basket in RDC: nothing on the card, the balance pays', async ({ page }) => {
    await addToCart(page, '/marketplace/product/item/23');
    await page.goto(siteUrl('/basket'));
    await lineCurrency(page, 'Driftworks Quantum Jump Core', 'RDC');
    await goToPayment(page);
    const shown = await placeAndCompare(page, payment(page));
    expect(shown.text['Charged to your card']).toBe('Nothing: no card is charged');
    expect(shown.wallet).toBe(12990);
  });

  test('basket in RDC, picked while the page still reads the cart: the balance pays, as chosen', async ({
    page,
  }) => {
    await addToCart(page, '/marketplace/product/item/23');
    // The basket reads the player's server cart as it starts (an edit with no entries): its
    // answer is held until the player has picked RDC, as a slow network would hold it.
    let releaseRead = () => {};
    let holding = true;
    const held = new Promise<Request>((arrived) => {
      void page.route('**/api/v1/market/shopping_cart/edit', async (route) => {
        const body = route.request().postDataJSON() as { shopping_cart_items?: unknown[] };
        if (!holding || body.shopping_cart_items?.length !== 0) return route.continue();
        holding = false;
        arrived(route.request());
        await new Promise<void>((release) => (releaseRead = release));
        await route.continue();
      });
    });
    await page.goto(siteUrl('/basket'));
    const read = await held;
    await lineCurrency(page, 'Driftworks Quantum Jump Core', 'RDC');
    const answered = page.waitForResponse((response) => response.request() === read);
    releaseRead();
    await answered;
    await expect(
      cartStep(page).getByRole('combobox', { name: 'Currency of Driftworks Quantum Jump Core' }),
    ).toHaveValue('RDC');
    await goToPayment(page);
    const shown = await placeAndCompare(page, payment(page));
    expect(shown.text['Charged to your card']).toBe('Nothing: no card is charged');
    expect(shown.wallet).toBe(12990);
  });

  test('a mixed basket: the USD line on the card, the RDC line from the wallet', async ({ page }) => {
    await addToCart(page, '/marketplace/product/item/23');
    await addToCart(page, '/marketplace/product/item/2');
    await page.goto(siteUrl('/basket'));
    await lineCurrency(page, 'Nova Atlas Prime', 'RDC');
    await goToPayment(page);
    const shown = await placeAndCompare(page, payment(page));
    expect([shown.card, shown.wallet]).toEqual([1299, 14990]);
  });

  test('RDC above the balance with a top-up: the packs show as USD lines, "Not enough RDC" goes, and the card pays the packs', async ({
    page,
  }) => {
    await addToCart(page, '/marketplace/product/item/3');
    await page.goto(siteUrl('/basket'));
    await lineCurrency(page, 'Helix Void Armor', 'RDC');
    const balance = await walletBalance(page);
    const plus = cartStep(page).getByRole('button', { name: 'One more Helix Void Armor' });
    // Enough of it to cost more than the balance.
    for (let count = 1; count * 231990 <= balance; count++) await plus.click();
    const summaryPanel = page.getByRole('complementary', { name: 'Cart summary' });
    await expect(summaryPanel.getByText(/^Not enough RDC:/)).toBeVisible();
    await expect(cartStep(page).getByRole('button', { name: 'Continue' })).toBeDisabled();

    await summaryPanel.getByRole('button', { name: 'Top up' }).click();
    const buyPack = summaryPanel.getByRole('button', { name: 'Buy RDC 5,000' });
    // One pack of 5000 RDC at a time, as a player presses Buy, until the shortfall is covered.
    for (let packs = 1; await summaryPanel.getByText(/^Not enough RDC:/).isVisible(); packs++) {
      expect(packs, 'a few packs cover any shortfall here').toBeLessThan(5);
      await buyPack.click();
      await expect(summaryPanel.getByText(`Top-up 5,000 RDC × ${packs}`)).toBeVisible();
    }
    await expect(cartStep(page).getByText('Not enough RDC for this product.')).toHaveCount(0);
    const topUpUsd = minorOf(
      (await summaryPanel
        .getByText(/^Top-up 5,000 RDC × /)
        .locator('xpath=following-sibling::dd')
        .textContent()) ?? '',
    );
    await expect(summaryPanel.getByText(money(topUpUsd, 'USD'), { exact: true }).first()).toBeVisible();

    await goToPayment(page);
    const shown = await placeAndCompare(page, payment(page));
    expect(shown.card).toBe(topUpUsd);
    expect(shown.wallet).toBeGreaterThan(balance);
  });

  test('Buy now in USD', async ({ page }) => {
    const shown = await buyNow(page, '/marketplace/product/item/23', 'USD');
    expect([shown.card, shown.wallet]).toEqual([1299, 0]);
  });

  test('Buy now in RDC: taken from the balance, not charged to the card in USD', async ({ page }) => {
    const shown = await buyNow(page, '/marketplace/product/item/23', 'RDC');
    expect([shown.card, shown.wallet]).toEqual([0, 12990]);
  });

  test('a subscription for 12 months: the footer, the basket line and the charge are 12 times the monthly price', async ({
    page,
  }) => {
    await page.goto(siteUrl('/marketplace/product/subscription/1'));
    await page.getByRole('radio', { name: '12 months' }).check();
    const footer = page.locator('footer[part="footer"]');
    await expect(footer.locator('[part="price-usd"]')).toHaveText('$59.88');
    await expect(footer.locator('[part="period"]')).toHaveText('for 12 months');
    await footer.getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto(siteUrl('/basket'));
    await expect(cartStep(page).getByText('$59.88 for 12 months')).toBeVisible();
    await goToPayment(page);
    const shown = await placeAndCompare(page, payment(page));
    expect(shown.card).toBe(5988);
  });

  test('a plan for 6 months, from /AISubscription: no delivery step, charged 6 times its monthly price', async ({
    page,
  }) => {
    await page.goto(siteUrl('/AISubscription'));
    const card = page.getByRole('article', { name: 'AI Companion Plan' });
    await card.getByText('6 months').click();
    const price = minorOf((await card.locator('[part="price-usd"]').textContent()) ?? '');
    await card.getByRole('button', { name: 'Add to Cart: AI Companion Plan' }).click();
    await page.goto(siteUrl('/basket'));
    await goToPayment(page);
    const shown = await placeAndCompare(page, payment(page));
    expect(shown.card).toBe(price);
  });

  test('a coin pack alone: charged in USD, its RDC added to the balance', async ({ page }) => {
    await page.goto(siteUrl('/marketplace/virtual-currency'));
    await page
      .getByRole('button', { name: /^Buy RDC\s[\d,]+$/ })
      .first()
      .click();
    await page.goto(siteUrl('/basket'));
    await goToPayment(page);
    const before = await walletBalance(page);
    const shown = await placeAndCompare(page, payment(page));
    expect(shown.card).toBeGreaterThan(0);
    expect(shown.wallet).toBe(0);
    expect(shown.balanceAfter).toBeGreaterThan(before);
  });
});
