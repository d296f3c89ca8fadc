// marketplace-content.md §4: "Subscription and coin list requests: retried 10 times with 100 ms
// delay and no refetch on window focus (list queries)." A player who switches to another window or
// tab and comes back sees the same list, fetched once.
import type { Page, Request } from '@playwright/test';
import { expect, siteUrl, test } from './support/fixtures';

/** The list calls the page makes, by path. */
function countCalls(page: Page, path: string): () => number {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) seen.push(request);
  });
  return () => seen.length;
}

/** What a browser fires when the player leaves the window and comes back to it. */
async function leaveAndComeBack(page: Page): Promise<void> {
  await page.evaluate(() => {
    const visibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      Object.defineProperty(document, 'hidden', { value: state === 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    window.dispatchEvent(new FocusEvent('blur'));
    visibility('hidden');
    visibility('visible');
    window.dispatchEvent(new FocusEvent('focus'));
    window.dispatchEvent(new Event('online'));
  });
}

const LISTS = [
  {
    route: '/marketplace/virtual-currency',
    path: '/market/coins_package/list',
    cards: (page: Page) => page.getByRole('button', { name: /^Buy RDC\s[\d,]+$/ }),
    label: 'Coin packs',
  },
  {
    route: '/marketplace/subscriptions',
    path: '/market/subscription/list',
    cards: (page: Page) => page.locator('[part="card"]'),
    label: 'Subscriptions',
  },
];

for (const list of LISTS) {
  test(`${list.route}: leaving the window and coming back fetches the list again never; the next page is fetched`, async ({
    page,
  }) => {
    const calls = countCalls(page, list.path);
    await page.goto(siteUrl(list.route));
    await expect(list.cards(page).first()).toBeVisible();
    const before = calls();

    await leaveAndComeBack(page);
    await leaveAndComeBack(page);
    // A call the player does ask for, after the events: a refetch the events started would have
    // left before it (a refetch starts as its event fires), so once the next page shows, the count
    // holds every list call the events made.
    await page
      .getByRole('navigation', { name: `${list.label} pages, below the list` })
      .getByRole('link', { name: 'Next page' })
      .click();
    await expect(
      page
        .getByRole('navigation', { name: `${list.label} pages, above the list` })
        .locator('[aria-current="page"]'),
    ).toHaveText('2');
    expect(calls()).toBe(before + 1);
  });
}
