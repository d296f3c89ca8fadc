// The in-game view mode: /embed/{widget} pages of the built site, as a game's web
// view shows them. Each test injects a fake of one bridge channel (what WebView2, WKWebView, React
// Native or an Android interface would put on window) that records what the page posts, and wraps
// window.open to prove nothing calls it.
import type { Page } from '@playwright/test';
import { resetDemo } from './checkout-helpers';
import { axeViolations } from './support/axe';
import { expect, siteUrl, test } from './support/fixtures';

type Channel = 'webview2' | 'wkwebview' | 'react-native' | 'android';
interface Posted {
  source: string;
  version: number;
  type: string;
  detail: unknown;
}

/** Installs the fake channel before any page script runs; messages land in window.__posted. */
async function fakeChannel(page: Page, channel: Channel): Promise<void> {
  await page.addInitScript((name: Channel) => {
    const posted: unknown[] = [];
    const opened: unknown[] = [];
    Object.assign(window, { __posted: posted, __opened: opened });
    // "window.open is never called": the wrapper records every call.
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
    const record = (message: unknown) => posted.push(message);
    const recordText = (text: unknown) => posted.push(JSON.parse(String(text)));
    const host = window as unknown as Record<string, unknown>;
    if (name === 'webview2') {
      const webview = Object.assign(new EventTarget(), { postMessage: record });
      host.chrome = { ...(host.chrome as object | undefined), webview };
    } else if (name === 'wkwebview') host.webkit = { messageHandlers: { rdc: { postMessage: record } } };
    else if (name === 'react-native') host.ReactNativeWebView = { postMessage: recordText };
    else host.RdcAndroid = { postMessage: recordText };
  }, channel);
}

const posted = (page: Page) => page.evaluate(() => (window as unknown as { __posted: Posted[] }).__posted);
const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: unknown[] }).__opened);

async function handoffFor(page: Page): Promise<string> {
  const login = await page.request.post(`${process.env.RDC_E2E_API}/auth/login`, {
    data: { alias: 'demo', password: 'demo1234', rememberMe: false },
  });
  expect(login.ok()).toBe(true);
  const { accessToken, refreshToken } = (await login.json()) as { accessToken: string; refreshToken: string };
  return `rdc-session=${Buffer.from(JSON.stringify({ accessToken, refreshToken })).toString('base64url')}`;
}

/** Links with target=_blank anywhere, shadow roots included. */
const blankTargets = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.getAttribute('target') === '_blank') found.push(element.outerHTML.slice(0, 80));
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    visit(document);
    return found;
  });

/** The pages of the mode, what each shows when ready, and the channel its run fakes. */
const PAGES: { path: string; channel: Channel; ready: (page: Page) => ReturnType<Page['locator']> }[] = [
  {
    path: '/embed/coin-packs',
    channel: 'webview2',
    ready: (page) => page.getByRole('button', { name: /^Buy RDC\s[\d,]+$/ }).first(),
  },
  {
    path: '/embed/basket',
    channel: 'wkwebview',
    ready: (page) => page.getByRole('region', { name: /Your Cart/ }),
  },
  {
    path: '/embed/buy-now?lot-id=1&lot-type=item',
    channel: 'react-native',
    ready: (page) => page.getByRole('dialog', { name: 'Buy now' }),
  },
  {
    path: '/embed/auth',
    channel: 'android',
    ready: (page) => page.getByText(/^Signed in as|Sing In/).first(),
  },
  {
    path: '/embed/product-footer?lot-id=1&lot-type=item',
    channel: 'webview2',
    ready: (page) => page.getByRole('button', { name: 'Buy now' }),
  },
  {
    path: '/embed/comments?post-id=38',
    channel: 'wkwebview',
    ready: (page) => page.getByRole('region', { name: 'Comments' }),
  },
];

test.describe('the in-game view mode: /embed/{widget}', () => {
  for (const { path, channel, ready } of PAGES) {
    for (const width of [360, 1920]) {
      test(`${path} at ${width} px (${channel}): only the widget, full width, no scroll chaining, signed in by handoff, rdc-login posted, no pop-up`, async ({
        page,
      }) => {
        test.slow(); // axe on a full page, under the shared machine's load
        await page.setViewportSize({ width, height: width === 360 ? 740 : 1080 });
        await fakeChannel(page, channel);
        await page.goto(siteUrl(`${path}#${await handoffFor(page)}`));
        await expect(ready(page)).toBeVisible();
        // The handoff left the address (before the widget rendered).
        expect(new URL(page.url()).hash).toBe('');
        // No site header or footer (a widget's own parts inside its shadow root are its business).
        expect(
          await page.evaluate(
            () => document.querySelectorAll('body header, body footer, .site-header, .site-footer').length,
          ),
        ).toBe(0);
        const layout = await page.evaluate(() => ({
          overscroll: getComputedStyle(document.documentElement).overscrollBehaviorY,
          bodyOverscroll: getComputedStyle(document.body).overscrollBehaviorY,
          overflowing: document.documentElement.scrollWidth > document.documentElement.clientWidth,
          mainWidth: document.querySelector('main')?.getBoundingClientRect().width,
        }));
        expect(layout).toEqual({
          overscroll: 'none',
          bodyOverscroll: 'none',
          overflowing: false,
          mainWidth: width,
        });
        await expect
          .poll(async () => (await posted(page)).map((message) => message.type))
          .toContain('rdc-login');
        const login = (await posted(page)).find((message) => message.type === 'rdc-login');
        expect(login).toEqual({
          source: 'rdc',
          version: 1,
          type: 'rdc-login',
          detail: { alias: 'demo', userId: expect.any(Number) },
        });
        expect(await blankTargets(page)).toEqual([]);
        expect(await opened(page)).toEqual([]);
        // axe once per page (its rules do not depend on the width).
        if (width === 360) expect(await axeViolations(page)).toEqual([]);
      });
    }
  }

  test('a purchase through the handed-over session posts rdc-purchase with its lots (WebView2)', async ({
    page,
  }) => {
    await resetDemo(page);
    await fakeChannel(page, 'webview2');
    await page.goto(siteUrl(`/embed/buy-now?lot-id=1&lot-type=item#${await handoffFor(page)}`));
    const modal = page.getByRole('dialog', { name: 'Buy now' });
    const card = modal.getByRole('button', { name: /^Visa ending 4242/ });
    await expect(card).toBeVisible();
    if ((await card.getAttribute('aria-pressed')) !== 'true') await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await modal.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('dialog', { name: 'You Have Purchased' })).toBeVisible();
    await expect
      .poll(async () => (await posted(page)).filter((message) => message.type === 'rdc-purchase'))
      .toEqual([
        {
          source: 'rdc',
          version: 1,
          type: 'rdc-purchase',
          detail: { lots: [{ lotId: 1, lotType: 'item', count: 1 }] },
        },
      ]);
    expect(await opened(page)).toEqual([]);
  });

  for (const handedOver of [true, false])
    test(`the coin packs the server drew stay where they are when the island takes over, ${handedOver ? "with a handed-over session (its owner's line shows in the place kept for it)" : 'for a guest'}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await fakeChannel(page, 'android');
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/_astro\/CoinPacksEmbed\.[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(siteUrl(`/embed/coin-packs${handedOver ? `#${await handoffFor(page)}` : ''}`));
      const firstPack = (copy: string) =>
        page.locator(`[data-rdc-widget="rdc-coin-packs"]${copy} [part="pack"]`).first().boundingBox();
      await expect(
        page.locator('[data-rdc-widget="rdc-coin-packs"][inert] [part="pack"]').first(),
      ).toBeVisible();
      const drawn = await firstPack('[inert]');
      release();
      await expect(page.locator('[data-rdc-widget="rdc-coin-packs"][inert]')).toHaveCount(0);
      const identity = page.getByRole('status').filter({ hasText: 'Signed in as' });
      if (handedOver) await expect(identity).toHaveText('Signed in as demo');
      else await expect(page.getByRole('button', { name: /^Buy RDC/ }).first()).toBeVisible();
      expect(await firstPack(':not([inert])')).toEqual(drawn);
      if (!handedOver) await expect(identity).toHaveCount(0);
    });

  test("the coin packs' slider starts when the player reaches for it: nothing moves then, Next turns to the second slide and a bullet back", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(siteUrl('/embed/coin-packs'));
    const widget = page.locator('[data-rdc-widget="rdc-coin-packs"]:not([inert])');
    const packs = widget.locator('[part="pack"]');
    await expect(packs.first()).toBeVisible();
    const frame = widget.locator('.swiper');
    const bullet = (index: number) => widget.getByRole('button', { name: `Go to slide ${index}` });
    // Eight packs, six a slide: two slides, their bullets there before Swiper is.
    await expect(widget.getByRole('button', { name: /^Go to slide/ })).toHaveCount(2);
    await expect(bullet(1)).toHaveAttribute('aria-current', 'true');
    await expect(frame).not.toHaveClass(/\bswiper-initialized\b/);
    const places = () =>
      widget.evaluate((root) =>
        [...root.querySelectorAll('[part="pack"], .slider__controls button')].map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return [x, y, width, height].map(Math.round);
        }),
      );
    const before = await places();
    await frame.hover();
    await expect(frame).toHaveClass(/\bswiper-initialized\b/);
    expect(await places()).toEqual(before);
    await widget.getByRole('button', { name: 'Next slide' }).click();
    await expect(bullet(2)).toHaveAttribute('aria-current', 'true');
    await expect(packs.nth(6)).toBeInViewport();
    await expect(packs.first()).not.toBeInViewport();
    await bullet(1).click();
    await expect(bullet(1)).toHaveAttribute('aria-current', 'true');
    await expect(packs.first()).toBeInViewport();
  });

  test('an in-game page has no German address: /de/embed/… is the not-found page, rendered on demand or not', async ({
    page,
  }) => {
    for (const path of ['/de/embed/coin-packs', '/de/embed/basket']) {
      const response = await page.goto(siteUrl(path));
      expect(response?.status()).toBe(404);
      await expect(page.locator('main h1')).toHaveText('Seite nicht gefunden');
    }
  });

  test('a malformed handoff leaves a guest at the sign-in form, never an error page', async ({ page }) => {
    await fakeChannel(page, 'android');
    const response = await page.goto(siteUrl('/embed/basket#rdc-session=not-base64-json'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('dialog', { name: 'Sing In' })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => sessionStorage.getItem('publicaccessToken'))).toBeNull();
  });

  test("the game's commands: close-modal closes the sign-in form (rdc-close posted), set-session signs in, an unknown one is ignored", async ({
    page,
  }) => {
    await fakeChannel(page, 'webview2');
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(siteUrl('/embed/auth'));
    const signIn = page.getByRole('dialog', { name: 'Sing In' });
    await expect(signIn).toBeVisible();
    const send = (command: unknown) =>
      page.evaluate((data) => {
        const webview = (window as unknown as { chrome: { webview: EventTarget } }).chrome.webview;
        webview.dispatchEvent(Object.assign(new Event('message'), { data }));
      }, command);
    await send({ source: 'rdc', version: 1, type: 'close-modal' });
    await expect(signIn).toBeHidden();
    expect((await posted(page)).filter((message) => message.type === 'rdc-close')).toEqual([
      { source: 'rdc', version: 1, type: 'rdc-close', detail: { modal: 'auth' } },
    ]);
    await send({ source: 'rdc', version: 1, type: 'open-the-pod-bay-doors' });
    await expect.poll(() => messages.some((text) => text.includes('open-the-pod-bay-doors'))).toBe(true);
    const session = JSON.parse(
      Buffer.from((await handoffFor(page)).split('=')[1] ?? '', 'base64url').toString(),
    ) as unknown;
    await send({ source: 'rdc', version: 1, type: 'set-session', session });
    await expect.poll(async () => (await posted(page)).map((message) => message.type)).toContain('rdc-login');
  });

  test("links become rdc-navigate for the game: a basket line's product link leaves nothing", async ({
    page,
  }) => {
    await fakeChannel(page, 'wkwebview');
    await page.goto(siteUrl('/embed/basket'));
    await page.evaluate(() =>
      localStorage.setItem(
        'rdc:cart',
        JSON.stringify({
          owner: 0,
          lines: [
            {
              id: 1,
              lot_type: 'item',
              title: 'Embedded ship',
              description: '',
              price: { USD: 100, RDC: 500 },
              count: 1,
              selectCurrency: 'USD',
            },
          ],
        }),
      ),
    );
    await page.reload();
    const link = page.getByRole('link', { name: 'Embedded ship' });
    await expect(link).toBeVisible();
    const before = page.url();
    await link.click();
    await expect
      .poll(async () => (await posted(page)).filter((message) => message.type === 'rdc-navigate'))
      .toEqual([
        {
          source: 'rdc',
          version: 1,
          type: 'rdc-navigate',
          detail: { url: expect.stringMatching(/\/marketplace\/product\/item\/1$/) },
        },
      ]);
    expect(page.url()).toBe(before);
  });
});
