// What the engine journeys share: the addresses the global setup (e2e/support/global-setup.ts)
// started, and the steps a player takes.

/** The partner page's address; `params` picks a variant (packages/widgets/demo/servers.mjs). */
export function partnerUrl(params = {}) {
  const url = new URL('/partner.html', process.env.RDC_E2E_PARTNER);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

export const siteUrl = (path) => new URL(path, process.env.RDC_E2E_SITE).href;

/** A pattern for a name, as the page tools take it. */
export const pattern = (regex) => ({ source: regex.source, flags: regex.flags });

export const BUY_COIN_PACK = { role: 'button', name: pattern(/^Buy RDC\s[\d,]+$/) };

/** The in-game pages (site/src/embed/embed-pages.tsx) and what each shows when ready. */
export const EMBED_PAGES = [
  ['/embed/coin-packs', BUY_COIN_PACK],
  ['/embed/basket', { role: 'region', name: pattern(/Your Cart/) }],
  ['/embed/buy-now?lot-id=1&lot-type=item', { role: 'dialog', name: 'Buy now' }],
  ['/embed/auth', { role: 'any', name: pattern(/^(Signed in as .*|Sing In)$/) }],
  ['/embed/product-footer?lot-id=1&lot-type=item', { role: 'button', name: 'Buy now' }],
  ['/embed/comments?post-id=38', { role: 'region', name: 'Comments' }],
];
export const BADGE_COUNT = { role: '[part="count"]' };

/** Opens `url` with nothing stored for its origin (a guest with an empty cart). */
export async function openFresh(browser, url) {
  await browser.open(url);
  await browser.run(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await browser.open(url);
}

/** Fills and sends the Sing In modal as demo, and waits for it to close. */
export async function signIn(browser) {
  const modal = { role: 'dialog', name: 'Sing In' };
  await browser.fill({ role: 'textbox', name: 'Account name or email', within: modal }, 'demo');
  await browser.fill({ role: 'textbox', name: 'Password', within: modal }, 'demo1234');
  await browser.click({ role: 'button', name: 'Log in Now', within: modal });
  await browser.until(async () => (await browser.count(modal)) === 0, 'the Sing In modal stays open');
}

/**
 * The dialog named `name` is drawn above everything: at its title's centre the browser draws the
 * title (no sticky header, no host's layer over it). Saves a screenshot to look at.
 */
export async function dialogOnTop(browser, name, screenshot) {
  const title = { role: 'heading', name, within: { role: 'dialog', name } };
  await browser.find(title);
  await browser.drawn(title);
  await browser.screenshot(screenshot);
}

/** The session hand-off of the in-game pages (#rdc-session=…), for demo, through the API. */
export async function handoff() {
  const answer = await fetch(`${process.env.RDC_E2E_API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ alias: 'demo', password: 'demo1234', rememberMe: false }),
  });
  const { accessToken, refreshToken } = await answer.json();
  return `rdc-session=${Buffer.from(JSON.stringify({ accessToken, refreshToken })).toString('base64url')}`;
}
