// The security review asked: "Send a strict CSP on every page the site serves (scripts and styles from
// self only, no inline script), nosniff, Referrer-Policy ... A browser test loads every route under
// the real headers with 0 CSP violations." The routes are read from the build, so a new page is
// covered without editing this list; the pages rendered on demand are added by hand.
import { expect, partnerUrl, recorded, siteUrl, test } from './support/fixtures';
import { siteRoutes } from './support/routes';

const ROUTES = siteRoutes();

/**
 * The in-game view mode's pages (README "In-game view mode"): a game's web view or a partner's page
 * frames them, so the sandbox lets its embed ancestors (the site and local pages by default) frame
 * them; every other page: nobody.
 */
const isEmbedPage = (route: string) => /^\/embed(\/|$)/.test(route);

test.describe('security headers on every page the site serves', () => {
  test('the build has the pages this test walks', () => {
    expect(ROUTES).toEqual(
      expect.arrayContaining([
        '/',
        '/basket',
        '/EULA',
        '/marketplace/virtual-currency',
        '/404',
        '/de/settings',
        '/de/marketplace/product/item/3',
      ]),
    );
  });

  for (const route of ROUTES) {
    const framable = isEmbedPage(route);
    test(`${route}: a strict CSP, nosniff, the referrer policy, ${framable ? 'framing by the embed ancestors only' : 'no framing'}, and 0 CSP violations in Chromium`, async ({
      page,
    }) => {
      const answer = await page.goto(siteUrl(route));
      const headers = answer?.headers() ?? {};
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toMatch(/(^|; )default-src 'self'(;|$)/);
      expect(csp).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
      expect(csp).toMatch(/(^|; )style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toMatch(
        framable ? /frame-ancestors 'self'( [a-z]+:\/\/[^\s;*]+(:\*)?)*$/ : /frame-ancestors 'none'$/,
      );
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe(framable ? undefined : 'DENY');
      if (framable || (await page.getByRole('banner').getAttribute('data-version')) === 'coming_soon') {
        // An /embed page holds only its widget, and "coming_soon shows only the logo": no header
        // Sign In; the page's islands ran instead.
        await expect(page.locator('astro-island')).not.toHaveCount(0);
        await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      } else {
        // The islands ran: the header's Sign In is rendered by a script (the user menu's, in the
        // page's language; German names the header's user icon Anmelden too).
        const signIn = /^\/de(\/|$)/.test(route) ? 'Anmelden' : 'Sign In';
        await expect(
          page
            .getByRole('banner')
            .getByRole('button', { name: signIn, exact: true })
            .and(page.locator('[part="sign-in"]')),
        ).toBeVisible();
      }
      expect((await recorded(page)).violations).toEqual([]);
    });
  }

  test('assets carry nosniff too', async ({ request }) => {
    const page = await request.get(siteUrl('/'));
    const html = await page.text();
    // The page's CSS is inline (the first paint waits for no stylesheet): its scripts are its assets.
    const assets = [/renderer-url="([^"]+)"/.exec(html)?.[1], /component-url="([^"]+)"/.exec(html)?.[1]];
    for (const asset of assets) {
      expect(asset).toMatch(/^\/_astro\//);
      const answer = await request.get(siteUrl(asset ?? ''));
      expect(answer.status()).toBe(200);
      expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    }
  });

  test('the partner page (a local origin, among the embed ancestors) frames an /embed page, which works inside the frame', async ({
    page,
  }) => {
    await page.goto(partnerUrl());
    await page.setContent(`<iframe title="coin packs" src="${siteUrl('/embed/coin-packs')}"></iframe>`);
    await expect(
      page
        .frameLocator('iframe[title="coin packs"]')
        .getByRole('button', { name: /^Buy RDC\s[\d,]+$/ })
        .first(),
    ).toBeVisible();
  });

  test('another origin cannot frame the basket', async ({ page }) => {
    await page.goto(partnerUrl());
    await page.setContent(`<iframe title="basket" src="${siteUrl('/basket')}"></iframe>`);
    // A frame the browser refused shows its own error page instead of the site.
    await expect.poll(() => page.frames()[1]?.url()).toBe('chrome-error://chromewebdata/');
  });
});
