// A visitor and the demo player, each with a line in the cart, saved once and given to every page
// of a long audit. The player's saved session is signed in again once its access token has less
// than RENEW_AT of its life left: an expired one would be refreshed by each new context with the
// same saved refresh token, which only the first may use (the server rotates it), and the others
// would be signed out mid-audit ("Your cart could not be saved to your account").
import type { Browser, Page } from '@playwright/test';
import { DEMO, resetDemo, signIn } from '../checkout-helpers';
import { expect, siteUrl } from './fixtures';

export type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

/** Enough left for a test of up to 30 s with the sandbox's 15 minutes, and with a 60 s one. */
const RENEW_AT = 0.4;
const DESKTOP = { viewport: { width: 1440, height: 900 } };

async function expectCartLine(page: Page): Promise<void> {
  await page.goto(siteUrl('/basket'));
  await expect(
    page
      .getByRole('region', { name: /Your Cart/ })
      .getByRole('link')
      .first(),
  ).toBeVisible();
}

async function addItemToCart(page: Page): Promise<void> {
  await page.goto(siteUrl('/marketplace/product/item/1'));
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expectCartLine(page);
}

/** Signs the demo player in, remembered, so the session is in local storage, which a saved state carries. */
async function signInRemembered(page: Page): Promise<void> {
  await page.goto(siteUrl('/'));
  await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog', { name: 'Sing In' }).getByRole('checkbox', { name: 'Remember me' }).check();
  await signIn(page, DEMO);
}

/** The payload of a signed token (header.payload.signature, base64url JSON), else undefined. */
export function tokenPayload(text: string): unknown {
  const parts = text.split('.');
  if (parts.length !== 3 || !parts.every((part) => /^[\w-]+$/.test(part))) return undefined;
  try {
    return JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The [issued, expires] seconds of the access tokens in a state's local storage. */
function tokenLives(state: StorageState): [number, number][] {
  const lives: [number, number][] = [];
  for (const origin of state.origins)
    for (const { value } of origin.localStorage)
      for (const token of value.match(/[\w-]+\.[\w-]+\.[\w-]+/g) ?? []) {
        const payload = tokenPayload(token) as { iat?: unknown; exp?: unknown } | undefined;
        if (typeof payload?.iat === 'number' && typeof payload.exp === 'number')
          lives.push([payload.iat, payload.exp]);
      }
  return lives;
}

/** Whether a token of the state has less than RENEW_AT of its life left, or none is there. */
function dueForRenewal(state: StorageState): boolean {
  const lives = tokenLives(state);
  const now = Date.now() / 1000;
  return (
    lives.length === 0 || lives.some(([issued, expires]) => expires - now < (expires - issued) * RENEW_AT)
  );
}

export interface SavedStates {
  /** The path of the first item page of package 1. */
  packageItemRoute: string;
  state(who: 'visitor' | 'player'): Promise<StorageState>;
}

/** Resets the demo account, then saves a visitor's and the player's state, each with a cart line. */
export async function saveStates(browser: Browser): Promise<SavedStates> {
  const visitorContext = await browser.newContext(DESKTOP);
  await addItemToCart(await visitorContext.newPage());
  const visitor = await visitorContext.storageState();
  await visitorContext.close();

  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  await resetDemo(page);
  await signInRemembered(page);
  await addItemToCart(page);
  let player = await context.storageState();
  const check = await browser.newContext({ ...DESKTOP, storageState: player });
  const checkPage = await check.newPage();
  await checkPage.goto(siteUrl('/'));
  await expect(checkPage.locator('header').getByRole('button', { name: 'demo' })).toBeVisible();
  await check.close();

  await page.goto(siteUrl('/marketplace/product/package/1'));
  const itemLink = page.locator('a[href*="/marketplace/product/package/1/item/"]').first();
  const packageItemRoute = new URL((await itemLink.getAttribute('href')) ?? '', siteUrl('/')).pathname;
  await context.close();

  /** A new sign-in; the cart line is on the server cart, which signing in brings. */
  async function signInAgain(): Promise<void> {
    const again = await browser.newContext(DESKTOP);
    const page = await again.newPage();
    await signInRemembered(page);
    await expectCartLine(page);
    player = await again.storageState();
    await again.close();
  }

  return {
    packageItemRoute,
    async state(who) {
      if (who === 'visitor') return visitor;
      if (dueForRenewal(player)) await signInAgain();
      return player;
    },
  };
}
