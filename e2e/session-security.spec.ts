// Security, round two: the session handoff any site could trigger, and a Log Out that left the
// session alive on the server. Both in a real browser against the e2e's sandbox; the attacker's page
// is the partner server's, another origin than the site's.
import type { Page } from '@playwright/test';
import { signIn } from './checkout-helpers';
import { expect, partnerUrl, siteUrl, test } from './support/fixtures';

const API = () => process.env.RDC_E2E_API ?? '';

/** The pair a real sign-in answers (the attacker's own account, as an attacker would have). */
async function tokensOf(page: Page, alias: string, password: string) {
  const answer = await page.request.post(`${API()}/auth/login`, {
    data: { alias, password, rememberMe: false },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { accessToken: string; refreshToken: string };
}

const handoff = (tokens: { accessToken: string; refreshToken: string }) =>
  `rdc-session=${Buffer.from(JSON.stringify(tokens)).toString('base64url')}`;

/** The remembered pair: local storage and both cookies. */
async function remembered(page: Page) {
  const cookies = Object.fromEntries(
    (await page.context().cookies(siteUrl('/'))).map((cookie) => [
      cookie.name,
      decodeURIComponent(cookie.value),
    ]),
  );
  const local = await page.evaluate(() => [
    localStorage.getItem('publicaccessToken'),
    localStorage.getItem('publicrefreshToken'),
  ]);
  return { local, cookies: [cookies.publicaccessToken ?? null, cookies.publicrefreshToken ?? null] };
}

/** The victim: demo signed in on the site with Remember me. */
async function victimSignedIn(page: Page) {
  await page.goto(siteUrl('/'));
  await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
  const modal = page.getByRole('dialog', { name: 'Sing In' });
  await modal.getByText('Remember me').click();
  await expect(modal.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await signIn(page);
  await expect(page.locator('header [part="trigger"]')).toContainText('demo');
  const pair = await remembered(page);
  expect(pair.local[0]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(pair.cookies).toEqual(pair.local);
  return pair;
}

test.describe('the session handoff (#rdc-session=) from another site', () => {
  test("a page on another origin window.open()s the handoff with the attacker's tokens: refused, the victim stays signed in", async ({
    page,
    context,
  }) => {
    const before = await victimSignedIn(page);
    const attacker = await tokensOf(page, 'admin', 'admin1234');

    const evil = await context.newPage();
    await evil.goto(partnerUrl());
    expect(new URL(evil.url()).origin).not.toBe(new URL(siteUrl('/')).origin);
    const popupOpened = context.waitForEvent('page');
    await evil.evaluate((url) => void window.open(url), siteUrl(`/embed/basket#${handoff(attacker)}`));
    const popup = await popupOpened;
    await expect(popup.getByRole('region', { name: /Your Cart/ })).toBeVisible();
    // The handoff left the address and was not taken: nothing of the attacker's in the tab.
    expect(new URL(popup.url()).hash).toBe('');
    expect(await popup.evaluate(() => sessionStorage.getItem('publicaccessToken'))).toBeNull();
    await expect(popup.getByText('Signed in as admin')).toHaveCount(0);

    // The victim's remembered session is untouched, and their tab is still signed in.
    expect(await remembered(page)).toEqual(before);
    await page.reload();
    await expect(page.locator('header [part="trigger"]')).toContainText('demo');
    await expect(page.locator('header').getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  });

  test('a handoff the page may take (no opener, no frame) signs in that tab only, says whose session it is, and leaves the remembered one', async ({
    page,
    context,
  }) => {
    const before = await victimSignedIn(page);
    const game = await tokensOf(page, 'admin', 'admin1234');
    const tab = await context.newPage();
    await tab.goto(siteUrl(`/embed/basket#${handoff(game)}`));
    await expect(tab.getByRole('status').filter({ hasText: 'Signed in as admin' })).toBeVisible();
    expect(new URL(tab.url()).hash).toBe('');
    expect(await tab.evaluate(() => sessionStorage.getItem('publicaccessToken'))).toBe(game.accessToken);
    expect(await remembered(page)).toEqual(before);
    await page.reload();
    await expect(page.locator('header [part="trigger"]')).toContainText('demo');
  });
});

test.describe('Log Out ends the session on the server', () => {
  test('Log Out sends /auth/logout: the old access token and refresh token stop working, and the page is signed out at /', async ({
    page,
  }) => {
    await page.goto(siteUrl('/'));
    await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
    await signIn(page);
    const trigger = page.locator('header [part="trigger"]');
    await expect(trigger).toContainText('demo');
    const tokens = await page.evaluate(() => ({
      access: sessionStorage.getItem('publicaccessToken'),
      refresh: sessionStorage.getItem('publicrefreshToken'),
    }));
    expect(tokens.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const loggedOut = page.waitForResponse((response) => response.url().endsWith('/auth/logout'));
    await trigger.hover();
    await page.locator('header').getByRole('button', { name: 'Log Out' }).click();
    expect((await loggedOut).status()).toBe(200);
    await expect(page.locator('header').getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page).toHaveURL(siteUrl('/'));

    const wallet = await page.request.get(`${API()}/wallet`, {
      headers: { authorization: `Bearer ${tokens.access}` },
    });
    expect(wallet.status()).toBe(401);
    const refreshed = await page.request.post(`${API()}/auth/refresh`, { data: { value: tokens.refresh } });
    expect(refreshed.status()).toBe(401);
  });

  test('when /auth/logout fails, the page is still signed out and goes to /', async ({ page }) => {
    await page.goto(siteUrl('/marketplace'));
    await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
    await signIn(page);
    const trigger = page.locator('header [part="trigger"]');
    await expect(trigger).toContainText('demo');
    // This page's call only (the sandbox's fault rules are shared by every test running).
    await page.route('**/api/v1/auth/logout', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 1006, message: 'no response from gate' }),
      }),
    );
    const failed = page.waitForResponse((response) => response.url().endsWith('/auth/logout'));
    await trigger.hover();
    await page.locator('header').getByRole('button', { name: 'Log Out' }).click();
    expect((await failed).status()).toBe(503);
    await expect(page).toHaveURL(siteUrl('/'));
    await expect(page.locator('header').getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('publicaccessToken'))).toBeNull();
  });
});
