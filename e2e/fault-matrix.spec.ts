// The fault matrix: one test per failure a player can meet, each injected by the
// sandbox's own fault rules (the real server misbehaving) or, where a rule cannot say it, by
// Playwright's routing (marked so). Each ends with the spec's text on screen, or a clean sign-out,
// and the cart intact: the same lines on the page, in local storage and, for a signed-in player,
// on the server. The README's "Fault matrix" table lists the cases.
import type { Page, Request } from '@playwright/test';
import {
  cartStep,
  continueAndSignIn,
  demoPaymentCount,
  demoServerCart,
  goToPayment,
  resetDemo,
  signIn,
  summaryBalance,
} from './checkout-helpers';
import { expect, recorded, siteUrl, test } from './support/fixtures';

const API = () => process.env.RDC_E2E_API ?? '';
const ERROR_MODAL = 'Ooops... something wrong. Try one more time.';
const CART_SYNC_FAILED = 'Your cart could not be saved to your account just now. It is kept on this device.';

interface FaultRule {
  path: string;
  method?: string;
  status?: number;
  code?: number;
  message?: string;
  malformed?: boolean;
  latencyMs?: number;
  times?: number;
}

/** Adds a rule to the sandbox's fault book (the control call needs no login). */
async function fault(page: Page, rule: FaultRule): Promise<void> {
  const answer = await page.request.post(`${API()}/__sandbox/faults`, { data: rule });
  expect(answer.ok()).toBe(true);
}

/** The cart the page keeps in local storage, as `lot_type:id×count` lines. */
async function storedCart(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('rdc:cart') ?? '{"lines":[]}') as {
      lines: { lot_type: string; id: number; count: number }[];
    };
    return stored.lines.map((line) => `${line.lot_type}:${line.id}×${line.count}`);
  });
}

const badge = (page: Page) => page.locator('header [part="count"]');
const isRefresh = (request: Request) => request.url().endsWith('/auth/refresh');

/** Demo signed in on /basket with item 1 once in the cart, on the page and on the server. */
async function atBasketWithItem(page: Page): Promise<void> {
  await page.goto(siteUrl('/marketplace/product/item/1'));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto(siteUrl('/basket'));
  await continueAndSignIn(page);
  await expect.poll(() => demoServerCart(page)).toEqual(['item:1×1']);
  await expect(badge(page)).toHaveText('1');
}

test.describe('the fault matrix: every failure ends with the cart intact', () => {
  test.beforeEach(async ({ page }) => {
    await page.request.delete(`${API()}/__sandbox/faults`);
    await resetDemo(page);
  });
  test.afterEach(async ({ page }) => {
    await page.request.delete(`${API()}/__sandbox/faults`);
  });

  const brokenAnswers = [
    {
      name: 'network abort',
      inject: (page: Page, path: string) =>
        page.route(`**/api/v1${path}`, (route) => route.abort('connectionreset')),
      how: 'Playwright route abort',
    },
    // Once: the test's own reads of the server cart go through the same path.
    {
      name: '500',
      inject: (page: Page, path: string) =>
        fault(page, { path, status: 500, code: 5002, message: 'database error', times: 1 }),
      how: 'sandbox rule',
    },
    {
      name: 'malformed JSON',
      inject: (page: Page, path: string) => fault(page, { path, malformed: true, times: 1 }),
      how: 'sandbox rule',
    },
  ];

  for (const broken of brokenAnswers) {
    test(`cart edit, ${broken.name}: the change stays on the page and in storage, the basket says so, and the next change carries it to the server`, async ({
      page,
    }) => {
      await atBasketWithItem(page);
      await broken.inject(page, '/market/shopping_cart/edit');
      const line = cartStep(page).getByRole('listitem');
      await line.getByRole('button', { name: /^One more / }).click();
      await expect(cartStep(page).getByRole('status').filter({ hasText: CART_SYNC_FAILED })).toBeVisible();
      await expect(badge(page)).toHaveText('2');
      expect(await storedCart(page)).toEqual(['item:1×2']);
      expect(await demoServerCart(page)).toEqual(['item:1×1']);

      await page.unrouteAll();
      await page.request.delete(`${API()}/__sandbox/faults`);
      await line.getByRole('button', { name: /^One more / }).click();
      await expect.poll(() => demoServerCart(page)).toEqual(['item:1×3']);
      await expect(cartStep(page).getByText(CART_SYNC_FAILED)).toHaveCount(0);
    });

    test(`cards list, ${broken.name}: the error modal "${ERROR_MODAL}", and the cart intact`, async ({
      page,
    }) => {
      await atBasketWithItem(page);
      await broken.inject(page, '/payment_card/list');
      await cartStep(page).getByRole('button', { name: 'Continue' }).click();
      const delivery = page.getByRole('region', { name: /Delivery information/ });
      await delivery
        .getByRole('radio', { name: /^Deliver here: / })
        .first()
        .check();
      await delivery.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('dialog', { name: ERROR_MODAL })).toBeVisible();
      await expect(badge(page)).toHaveText('1');
      expect(await storedCart(page)).toEqual(['item:1×1']);
      expect(await demoServerCart(page)).toEqual(['item:1×1']);
    });

    test(`payment, ${broken.name}: the error modal with the server's text or "Payment execution error", nothing charged twice, the cart intact`, async ({
      page,
    }) => {
      await atBasketWithItem(page);
      await goToPayment(page);
      await expect(page.getByRole('button', { name: /^Visa ending 4242/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const before = await demoPaymentCount(page);
      await broken.inject(page, '/payment_card/pay');
      await page.getByRole('button', { name: 'Place order' }).click();
      const modal = page.getByRole('dialog', { name: ERROR_MODAL });
      await expect(modal.getByRole('alert')).toContainText(
        broken.name === '500' ? 'database error' : 'Payment execution error',
      );
      expect(await demoPaymentCount(page)).toBe(before);
      await modal.getByRole('button', { name: 'Close' }).click();
      await expect(badge(page)).toHaveText('1');
      expect(await storedCart(page)).toEqual(['item:1×1']);
      expect(await demoServerCart(page)).toEqual(['item:1×1']);
    });
  }

  test('an idempotent retry after a dropped response: the server charged, the answer was lost; Place order again charges nothing more (Playwright route: answer dropped after the server took it)', async ({
    page,
  }) => {
    await atBasketWithItem(page);
    await goToPayment(page);
    const before = await demoPaymentCount(page);
    const keys: string[] = [];
    let dropped = false;
    await page.route('**/api/v1/payment_card/pay', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch(); // the server takes the payment...
      await route.abort('connectionreset'); // ...and its answer never arrives
    });
    await page.getByRole('button', { name: 'Place order' }).click();
    const modal = page.getByRole('dialog', { name: ERROR_MODAL });
    await expect(modal.getByRole('alert')).toContainText('Payment execution error');
    await modal.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('dialog', { name: 'You Have Purchased' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await demoPaymentCount(page)).toBe(before + 1);
  });

  test('parallel 401s with one refresh: every call waiting on an expired token is retried after a single /auth/refresh', async ({
    page,
  }) => {
    await atBasketWithItem(page);
    await fault(page, {
      path: '/market/shopping_cart/edit',
      status: 401,
      code: 1004,
      message: 'auth token expired',
      times: 1,
    });
    await fault(page, {
      path: '/wallet/balance',
      status: 401,
      code: 1004,
      message: 'auth token expired',
      times: 1,
    });
    const refreshes: Request[] = [];
    page.on('request', (request) => isRefresh(request) && refreshes.push(request));
    const answers: string[] = [];
    page.on('response', (response) => {
      const path = /\/(market\/shopping_cart\/edit|wallet\/balance)$/.exec(response.url())?.[1];
      if (path) answers.push(`${path} ${response.status()}`);
    });
    await page.reload();
    // The summary shows RDC 0.00 until the balance answers: here on its retry, after the refresh.
    await expect(summaryBalance(page)).not.toHaveText('RDC 0.00');
    await expect(badge(page)).toHaveText('1');
    await expect(page.locator('header').getByRole('button', { name: 'Sign In' })).toHaveCount(0);
    // The cart's merge at start met the expired token too, and was retried.
    await expect
      .poll(() => answers.filter((answer) => answer.startsWith('market/shopping_cart/edit')))
      .toEqual(['market/shopping_cart/edit 401', 'market/shopping_cart/edit 200']);
    expect(answers.filter((answer) => answer.startsWith('wallet/balance'))).toEqual([
      'wallet/balance 401',
      'wallet/balance 200',
    ]);
    expect(refreshes).toHaveLength(1);
    expect(await demoServerCart(page)).toEqual(['item:1×1']);
  });

  test('a failed refresh logs out cleanly, once, with no request loop; the lines stay on the server cart', async ({
    page,
  }) => {
    await atBasketWithItem(page);
    await fault(page, { path: '/auth/refresh', status: 401, code: 1005, message: 'session not found' });
    await fault(page, {
      path: '/wallet/balance',
      status: 401,
      code: 1004,
      message: 'auth token expired',
      times: 1,
    });
    const refreshes: Request[] = [];
    page.on('request', (request) => isRefresh(request) && refreshes.push(request));
    await page.reload();
    await expect(page.locator('header').getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(refreshes).toHaveLength(1);
    expect(await demoServerCart(page)).toEqual(['item:1×1']);
  });

  test('a rotated refresh token replayed: the server refuses it, the page signs out cleanly with no loop; the lines stay on the server cart', async ({
    page,
  }) => {
    await atBasketWithItem(page);
    const stored = await page.evaluate(
      () => sessionStorage.getItem('publicrefreshToken') ?? localStorage.getItem('publicrefreshToken'),
    );
    expect(stored).toBeTruthy();
    // Someone else swaps the page's refresh token first: the one the page holds is spent.
    expect((await page.request.post(`${API()}/auth/refresh`, { data: { value: stored } })).ok()).toBe(true);
    await fault(page, {
      path: '/wallet/balance',
      status: 401,
      code: 1004,
      message: 'auth token expired',
      times: 1,
    });
    const refreshes: Request[] = [];
    page.on('request', (request) => isRefresh(request) && refreshes.push(request));
    await page.reload();
    await expect(page.locator('header').getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(refreshes).toHaveLength(1);
    expect(await demoServerCart(page)).toEqual(['item:1×1']);
  });

  test('the 5000 ms timeout: a cards list that never answers in time opens the error modal after 5 s, and the cart is intact', async ({
    page,
  }) => {
    await atBasketWithItem(page);
    await fault(page, { path: '/payment_card/list', latencyMs: 8000, times: 1 });
    await cartStep(page).getByRole('button', { name: 'Continue' }).click();
    const delivery = page.getByRole('region', { name: /Delivery information/ });
    await delivery
      .getByRole('radio', { name: /^Deliver here: / })
      .first()
      .check();
    const started = Date.now();
    await delivery.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog', { name: ERROR_MODAL })).toBeVisible({ timeout: 7_500 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    expect(await storedCart(page)).toEqual(['item:1×1']);
    expect(await demoServerCart(page)).toEqual(['item:1×1']);
  });

  test('a corrupt stored cart is ignored (and logged): the page works, and signing in brings the server cart', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('corrupted')) {
        sessionStorage.setItem('corrupted', '1');
        localStorage.setItem('rdc:cart', '{"owner": 0, "lines": [{"id": "x"');
      }
    });
    const { api, token } = await demoToken(page);
    await page.request.post(`${api}/market/shopping_cart/edit`, {
      headers: { authorization: `Bearer ${token}` },
      data: { shopping_cart_items: [{ lot_id: 2, lot_type: 'item', count: 1 }] },
    });
    await page.goto(siteUrl('/basket'));
    await expect(cartStep(page).getByText('Your cart is empty.')).toBeVisible();
    expect((await recorded(page)).errors).toEqual([]);
    expect(warnings.some((text) => text.includes('rdc'))).toBe(true);
    await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
    await signIn(page);
    await expect(badge(page)).toHaveText('1');
    expect(await storedCart(page)).toEqual(['item:2×1']);
  });

  test('logout in another tab logs this tab out too; the lines stay on the server cart', async ({
    page,
    context,
  }) => {
    await page.goto(siteUrl('/marketplace/product/item/1'));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
    const modal = page.getByRole('dialog', { name: 'Sing In' });
    await expect(modal.getByLabel('Account name or email')).toBeFocused();
    await modal.getByText('Remember me').click();
    await expect(modal.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await signIn(page);
    await expect.poll(() => demoServerCart(page)).toEqual(['item:1×1']);
    const other = await context.newPage();
    await other.goto(siteUrl('/basket'));
    await expect(other.locator('header').getByText('demo').first()).toBeVisible();
    await expect(badge(other)).toHaveText('1');

    await page.locator('header').getByText('demo').first().hover();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(other.locator('header').getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(badge(other)).toHaveCount(0);
    // "clears the session, goes to /": this tab lands on the home page signed out. Waited for, as
    // the player waits for it: a tab closed while it still navigates can hold Chromium's close.
    await expect(page).toHaveURL(siteUrl('/'));
    await page.waitForLoadState('load');
    await expect(page.locator('header').getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await demoServerCart(page)).toEqual(['item:1×1']);
  });
});

async function demoToken(page: Page): Promise<{ api: string; token: string }> {
  const login = await page.request.post(`${API()}/auth/login`, {
    data: { alias: 'demo', password: 'demo1234' },
  });
  return { api: API(), token: ((await login.json()) as { accessToken: string }).accessToken };
}
