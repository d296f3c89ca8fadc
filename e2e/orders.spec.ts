// The Orders section of /settings on the built site, against the sandbox: the profile popup's
// Orders link lands on it, each order shows what the sandbox recorded, a receipt opens, and a
// problem reported becomes a ticket that is listed open and then closed.
import type { Page } from '@playwright/test';
import { DEMO, resetDemo, signIn } from './checkout-helpers';
import { orderEntry, orderShownInOrders } from './orders-helpers';
import { axeViolations } from './support/axe';
import { expect, siteUrl, test } from './support/fixtures';
import { money } from './support/money';

interface RecordedTransaction {
  id: number;
  amount: { USD: number; RDC: number };
  card: { brand: string; last4: string };
  products: Record<string, Array<{ product: { title: string }; count: number }>>;
}

async function demoApi(page: Page) {
  const api = process.env.RDC_E2E_API ?? '';
  const login = await page.request.post(`${api}/auth/login`, { data: { ...DEMO, rememberMe: false } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  return async <T>(path: string, data: unknown): Promise<T> => {
    const answer = await page.request.post(`${api}${path}`, { headers, data });
    expect(answer.status(), `${path} answered ${answer.status()}`).toBe(200);
    return (await answer.json()) as T;
  };
}

/**
 * Two payments of demo, set up through the API: a coin pack charged to the card, and the cheapest
 * item paid in RDC from the balance. Returns their transaction ids, as the sandbox recorded them.
 */
async function payTwice(page: Page): Promise<{ byCard: number; byBalance: number }> {
  const call = await demoApi(page);
  const { list: cards } = await call<{
    list: Array<{ payment_method_id: string; payment: string; priority: string }>;
  }>('/payment_card/list', {});
  const card = cards.find((c) => c.priority === '1') ?? cards[0]!;
  const { list: items } = await call<{
    list: Array<{ id: number; enabled?: boolean; price: { RDC?: number } }>;
  }>('/market/items/list', { pagination: { limit: 100 } });
  const item = items
    .filter((i) => i.enabled !== false && i.price.RDC !== undefined)
    .sort((a, b) => a.price.RDC! - b.price.RDC!)[0]!;
  const pay = async (
    product: { lot_type: string; lot_id: number; count: number },
    currency: 'USD' | 'RDC',
  ) => {
    await call('/market/shopping_cart/edit', { shopping_cart_items: [{ ...product, currency }] });
    const paid = await call<{ transaction_id: number }>('/payment_card/pay', {
      token_id: card.payment_method_id,
      payment: card.payment,
      product: [product],
    });
    await call('/market/shopping_cart/edit', { shopping_cart_items: [{ ...product, count: 0, currency }] });
    return paid.transaction_id;
  };
  const byCard = await pay({ lot_type: 'coin', lot_id: 1, count: 2 }, 'USD');
  const byBalance = await pay({ lot_type: 'item', lot_id: item.id, count: 1 }, 'RDC');
  return { byCard, byBalance };
}

async function recordedTransaction(page: Page, id: number): Promise<RecordedTransaction> {
  const call = await demoApi(page);
  const { list } = await call<{ list: RecordedTransaction[] }>('/payment_transaction/get_by_id', { id });
  return list[0]!;
}

test.describe('Orders on /settings', () => {
  test.beforeEach(({ page }) => resetDemo(page));

  test("the profile popup's Orders link lands on the orders: each as recorded, its receipt, a problem reported, the ticket closed", async ({
    page,
  }) => {
    const { byCard, byBalance } = await payTwice(page);
    const card = await recordedTransaction(page, byCard);
    const balance = await recordedTransaction(page, byBalance);
    expect(card.amount.USD).toBeGreaterThan(0);
    expect(balance.amount).toMatchObject({ USD: 0 });

    await page.goto(siteUrl('/'));
    await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
    await signIn(page);
    await page.locator('header').getByRole('button', { name: 'demo' }).click();
    await page.locator('header').getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/settings#orders$/);

    // It lands on the Orders section, though the settings above it render after the page loads.
    const orders = page.getByRole('heading', { name: 'Orders', level: 2 });
    await expect(orderEntry(page, byBalance)).toBeVisible();
    await expect(orders).toBeInViewport();

    // Newest first; each with the figures the sandbox recorded.
    const headings = page
      .getByRole('list', { name: /orders, newest first/ })
      .getByRole('heading', { level: 3 });
    await expect(headings.nth(0)).toHaveText(`Order #${byBalance}`);
    await expect(headings.nth(1)).toHaveText(`Order #${byCard}`);
    expect(await orderShownInOrders(page, byCard)).toEqual({
      usd: money(card.amount.USD, 'USD'),
      rdc: money(0, 'RDC'),
      paidWith: `Visa ending in ${card.card.last4}`,
      lines: [`${card.products.coin![0]!.product.title} × 2`],
    });
    expect(await orderShownInOrders(page, byBalance)).toEqual({
      usd: money(0, 'USD'),
      rdc: money(balance.amount.RDC, 'RDC'),
      paidWith: 'Paid from RDC balance',
      lines: [`${balance.products.item![0]!.product.title} × 1`],
    });

    // The receipt: a dialog read from get_by_id, closed by Escape, the focus back on its button.
    const receiptButton = page.getByRole('button', { name: `Receipt of order #${byCard}` });
    await receiptButton.click();
    const receipt = page.getByRole('dialog', { name: `Receipt · Order #${byCard}` });
    await expect(receipt.locator('dd[data-amount="usd"]')).toHaveText(money(card.amount.USD, 'USD'));
    await expect(receipt.getByText(/^Balance after this order: RDC\s[\d,]+\.\d\d$/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(receipt).toBeHidden();
    await expect(receiptButton).toBeFocused();

    // Report a problem: the description is required; sent, a ticket opens on the order.
    const entry = orderEntry(page, byCard);
    await entry.getByRole('button', { name: `Report a problem with order #${byCard}` }).click();
    const description = entry.getByRole('textbox', { name: `What went wrong with order #${byCard}?` });
    await expect(description).toBeFocused();
    await entry.getByRole('button', { name: 'Send report' }).click();
    await expect(entry.getByRole('alert')).toHaveText('Describe the problem.');
    await description.fill('The two coin packs never reached my wallet.');
    await entry.getByRole('button', { name: 'Send report' }).click();
    const opened = entry.getByRole('status').filter({ hasText: /^Ticket #\d+ opened/ });
    await expect(opened).toBeVisible();
    const ticketId = Number(/#(\d+)/.exec((await opened.textContent()) ?? '')?.[1]);

    const tickets = page.getByRole('region', { name: 'Support tickets' });
    const ticket = tickets
      .getByRole('listitem')
      .filter({ hasText: `Ticket #${ticketId} · Order #${byCard}` });
    await expect(ticket.getByText('Open', { exact: true })).toBeVisible();
    await expect(ticket.getByText('The two coin packs never reached my wallet.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await ticket.getByRole('button', { name: `Close ticket #${ticketId}` }).click();
    await expect(ticket.getByText('Closed', { exact: true })).toBeVisible();
    const call = await demoApi(page);
    const { list } = await call<{ list: Array<{ id: number; status: string; transaction_id: number }> }>(
      '/payment_transaction/ticket/get_by_user_id',
      {},
    );
    expect(list.find((t) => t.id === ticketId)).toMatchObject({ status: 'closed', transaction_id: byCard });

    // A phone and a wide screen: nothing wider than the screen, the figures readable.
    for (const [width, height] of [
      [360, 640],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.reload();
      await expect(orderEntry(page, byCard)).toBeVisible();
      await expect(orders).toBeInViewport();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/orders-${width}.png` });
    }
  });

  test('a player with no order: "No orders yet" with a link to the marketplace', async ({ page }) => {
    const api = process.env.RDC_E2E_API ?? '';
    const alias = `buyer${Date.now() % 1_000_000}`;
    const password = 'pass1234';
    const registered = await page.request.post(`${api}/auth/register`, {
      data: { alias, email: `${alias}@rdc.test`, password, bdate: '1/1/2000', agreement: true },
    });
    expect(registered.status()).toBe(200);
    await page.goto(siteUrl('/settings#orders'));
    await page.getByRole('button', { name: 'Sing In' }).first().click();
    await signIn(page, { alias, password });
    await expect(page.getByText('No orders yet')).toBeVisible();
    const link = page.getByRole('link', { name: 'Find something in the marketplace' });
    await expect(link).toHaveAttribute('href', '/marketplace');
    expect(await axeViolations(page)).toEqual([]);
    await link.click();
    await expect(page).toHaveURL(/\/marketplace$/);
  });
});
