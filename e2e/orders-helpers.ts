// Reading an order as the player sees it in the Orders section of /settings, for the journeys
// that pay and then check what is on record.
import type { Locator, Page } from '@playwright/test';
import { expect, siteUrl } from './support/fixtures';

/** A shown text with its no-break spaces (between "RDC" and the number) read as spaces. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

/** What the Orders section shows of one order. */
export interface ShownOrder {
  /** "$12.99": charged to the card. */
  usd: string;
  /** "RDC 231.99": taken from the balance. */
  rdc: string;
  /** "Visa ending in 4242", or "Paid from RDC balance". */
  paidWith: string;
  /** Each line as "title × count" with " · N months" when a period was chosen, in the order shown. */
  lines: string[];
}

/** The order's entry in the Orders section (it must be shown: see orderShownInOrders). */
export function orderEntry(page: Page, transactionId: number): Locator {
  return page.getByRole('listitem', { name: `Order #${transactionId}` });
}

/**
 * Opens /settings#orders (the page must be signed in; on /settings already, loads it again) and
 * reads order `transactionId` as shown, pressing Show more until it is listed.
 */
export async function orderShownInOrders(page: Page, transactionId: number): Promise<ShownOrder> {
  // Only the hash would change on /settings itself: load the page again for what is on record now.
  if (new URL(page.url()).pathname === '/settings') await page.reload();
  else await page.goto(siteUrl('/settings#orders'));
  const entry = orderEntry(page, transactionId);
  const showMore = page.getByRole('button', { name: 'Show more' });
  await expect(page.getByRole('list', { name: /orders?, newest first/ })).toBeVisible();
  while (!(await entry.isVisible())) {
    await expect(showMore, `order ${transactionId} is not among the orders shown`).toBeEnabled();
    await showMore.click();
    await expect(showMore.or(entry).first()).toBeVisible();
  }
  const amount = (which: string) => entry.locator(`dd[data-amount="${which}"]`);
  const lines = await entry
    .locator('[data-line]')
    .evaluateAll((items) =>
      items.map(
        (item) =>
          `${item.querySelector('.order__line-title')?.textContent ?? ''} ${item.querySelector('.order__line-detail')?.textContent ?? ''}`,
      ),
    );
  return {
    usd: spaced((await amount('usd').textContent()) ?? ''),
    rdc: spaced((await amount('rdc').textContent()) ?? ''),
    paidWith: (await amount('card').textContent()) ?? '',
    lines,
  };
}
