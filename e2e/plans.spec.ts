// /AISubscription, the plans page, on the built site against the sandbox: a plan's period choice
// changes the price and the expiry, Add to Cart takes the period into the basket, the keyboard alone
// does the same, axe finds nothing, and the page holds at 360 and 1440 px.
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, siteUrl, test } from './support/fixtures';
import { day, money } from './support/money';
import { signIn } from './checkout-helpers';
import { focusedName, tabTo } from './support/keyboard';

const API = () => process.env.RDC_E2E_API ?? '';

/** The sandbox's AI Companion Plan as the API gives it: its monthly prices in minor units. */
async function companionPlan(page: Page): Promise<{ id: number; price: { USD: number; RDC: number } }> {
  const answer = (await (
    await page.request.post(`${API()}/market/plan/list`, {
      data: { where: [{ field: 'enabled', condition: '=', value: ['true'] }] },
    })
  ).json()) as {
    list: { id: number; title: string; price: { USD: number; RDC: number } }[];
  };
  const plan = answer.list.find((candidate) => candidate.title === 'AI Companion Plan');
  if (!plan) throw new Error('the sandbox has no AI Companion Plan');
  return plan;
}

/** "expiry is today plus the plan length in months" (a day the month lacks is its last), as a player reads it. */
function expiresOn(months: number): string {
  const today = new Date();
  const expiry = new Date(today.getFullYear(), today.getMonth() + months, 1);
  const lastDay = new Date(expiry.getFullYear(), expiry.getMonth() + 1, 0).getDate();
  expiry.setDate(Math.min(today.getDate(), lastDay));
  return `Expires on ${day(expiry)}`;
}

/** "Plan price shown is USD price times months divided by 100". */
const usdFor = (usdMinor: number, months: number) => money(usdMinor * months, 'USD');

/**
 * The plan's card as the island draws it: the page's first screen, drawn by the server, is inert
 * until the island takes it over (a test reading it could see the swap between two readings).
 */
const companionCard = (page: Page) =>
  page
    .locator('[data-rdc-widget="rdc-plans"]:not([inert])')
    .getByRole('article', { name: 'AI Companion Plan' });

test.describe('/AISubscription: the plans', () => {
  test('choose 6 months on "AI Companion Plan": its price and expiry follow; Add to Cart puts it in the basket for 6 months; axe', async ({
    page,
  }) => {
    const plan = await companionPlan(page);
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/market/plan/list')) listCalls.push(request.url());
    });
    await page.goto(siteUrl('/AISubscription'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Subscription');
    const card = companionCard(page);
    await expect(card.getByRole('radio', { name: '1 month' })).toBeChecked();
    // The plans came with the page: the list asked the API nothing.
    expect(listCalls).toEqual([]);
    await expect(card.locator('[part="price-usd"]')).toHaveText(usdFor(plan.price.USD, 1));
    await expect(card.locator('[part="expiry"]')).toHaveText(expiresOn(1));

    await card.getByText('6 months').click();
    await expect(card.getByRole('radio', { name: '6 months' })).toBeChecked();
    await expect(card.locator('[part="price-usd"]')).toHaveText(usdFor(plan.price.USD, 6));
    await expect(card.locator('[part="price-rdc"]')).toHaveText(money(plan.price.RDC * 6, 'RDC'));
    await expect(card.locator('[part="prices"]')).toContainText('for 6 months');
    await expect(card.locator('[part="expiry"]')).toHaveText(expiresOn(6));
    // A guest sees no Buy now (as on a product page).
    await expect(card.getByRole('button', { name: /^Buy now/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Add to Cart: AI Companion Plan' }).click();
    await expect(
      page
        .getByRole('list', { name: 'Notifications' })
        .getByText('AI Companion Plan was added to your cart.'),
    ).toBeVisible();
    await expect(page.locator('header [part="count"]').first()).toHaveText('1');

    await page.goto(siteUrl('/basket'));
    const lines = page.getByRole('list', { name: 'Products in the cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText('AI Companion Plan');
    // The line is priced for its 6 months ("Plan prices are multiplied by the period length").
    await expect(lines.first()).toContainText(usdFor(plan.price.USD, 6));
  });

  test("the keyboard alone: Tab to the plan's period, arrows to 6 months, Tab to Add to Cart, Enter", async ({
    page,
  }) => {
    const plan = await companionPlan(page);
    await page.goto(siteUrl('/AISubscription'));
    const card = companionCard(page);
    await expect(card.getByRole('radio', { name: '1 month' })).toBeVisible();
    // Waiting for the list to render is not an input: the rest is keys only.
    await tabTo(page, '1 month');
    await expect(card.getByRole('radio', { name: '1 month' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(card.getByRole('radio', { name: '6 months' })).toBeChecked();
    await expect(card.locator('[part="price-usd"]')).toHaveText(usdFor(plan.price.USD, 6));
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Add to Cart: AI Companion Plan');
    await page.keyboard.press('Enter');
    await expect(
      page
        .getByRole('list', { name: 'Notifications' })
        .getByText('AI Companion Plan was added to your cart.'),
    ).toBeVisible();
    await page.goto(siteUrl('/basket'));
    await expect(
      page.getByRole('list', { name: 'Products in the cart' }).getByRole('listitem').first(),
    ).toContainText(usdFor(plan.price.USD, 6));
  });

  test('signed in, Buy now opens the checkout with the plan', async ({ page }) => {
    await page.goto(siteUrl('/AISubscription'));
    await expect(companionCard(page).getByRole('radio', { name: '1 month' })).toBeVisible();
    await page.locator('header').getByRole('button', { name: 'Sign In' }).first().click();
    await signIn(page);
    const card = companionCard(page);
    await card.getByText('12 months').click();
    await card.getByRole('button', { name: 'Buy now: AI Companion Plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Buy now' })).toContainText('AI Companion Plan');
  });

  test('at 360 px and 1440 px the cards fit the page', async ({ page }, testInfo) => {
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await page.goto(siteUrl('/AISubscription'));
      const card = companionCard(page);
      await expect(card.getByRole('button', { name: 'Add to Cart: AI Companion Plan' })).toBeVisible();
      // Nothing wider than the screen: no sideways scroll, the card inside the viewport.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const box = await card.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`plans-${width}.png`), fullPage: true });
    }
  });
});
