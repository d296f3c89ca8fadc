// Every page of the official site read in the pseudo-locale (`/en-XA/…`, which the test server
// addresses: global-setup.ts), at a phone's 360 px and a desktop's 1440 px, as a visitor and signed
// in, each with a line in the cart: every text must come from a catalogue, the server or Intl, and
// every catalogue text must fit its box (support/pseudo-audit.ts). The issue's own words: "a test
// that renders every widget and page and fails on any text that did not come from the catalogue or
// on text that overflows its box".
//
// Server data: a page rendered on the server read its subject from the API there, so the browser
// saw no /api/v1 response for it; the audit reads the JSON answers the site's origin gave while
// the page loaded, its server's included (support/site-api-answers.ts). Texts the site has only in
// English (the articles, the legal pages, the home page's own copy) are marked `lang="en"` on
// purpose and left out.
import { resetDemo } from './checkout-helpers';
import { islandsSettled } from './support/axe';
import { expect, siteUrl, test } from './support/fixtures';
import { pseudoAudit } from './support/pseudo-audit';
import { siteRoutes } from './support/routes';
import { saveStates, tokenPayload, type SavedStates, type StorageState } from './support/saved-states';
import { answersMark, answerStringsSince } from './support/site-api-answers';

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const pathOf = (filter: object) => Buffer.from(JSON.stringify(filter)).toString('base64url');

/** The page an address names, without its language prefix (`/de/basket` is `/basket`). */
const unprefixed = (route: string) => route.replace(/^\/de(?=[/?#]|$)/, '') || '/';

/** The same page in the pseudo-locale. */
const pseudoAddress = (path: string) =>
  path === '/' || path.startsWith('/?') ? `/en-XA${path.slice(1)}` : `/en-XA${path}`;

/**
 * Every page of the site (as layout-audit.spec.ts visits them, German addresses read as the page
 * they name), but the in-game pages: `/embed/…` has no address in another language.
 */
const ROUTES = [
  ...new Set([
    ...siteRoutes().map(unprefixed),
    `/marketplace/manufactory/product?path=${pathOf({ category: '/ships/fighters/light' })}`,
    `/marketplace/manufactory/product?path=${pathOf({ category: '/equipment' })}`,
    '/marketplace/manufactory/all',
    '/search?q=veteran',
    'package item',
  ]),
].filter((route) => !route.startsWith('/embed/'));

let saved: SavedStates;

/**
 * The strings the browser kept from earlier answers (the cart's lines, the session's account in
 * local storage, the alias the server signed into the session's token): server data the page
 * shows without asking again.
 */
function keptStrings(state: StorageState | undefined): string[] {
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      strings.push(value);
      const payload = tokenPayload(value);
      if (payload !== undefined) collect(payload);
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const origin of state?.origins ?? [])
    for (const { value } of origin.localStorage) {
      try {
        collect(JSON.parse(value) as unknown);
      } catch {
        collect(value);
      }
    }
  return strings;
}

test.beforeAll(async ({ browser }) => {
  // Four page loads and a sign-in, on a machine that may be busy.
  test.setTimeout(120_000);
  saved = await saveStates(browser);
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  await resetDemo(await context.newPage());
  await context.close();
});

for (const state of ['visitor', 'player'] as const) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${state} with a cart line, ${viewport.width} px, in en-XA`, () => {
      for (const route of ROUTES) {
        test(`${route}: every text from a catalogue, the server or Intl, and catalogue text fits its box`, async ({
          browser,
        }) => {
          const storageState = await saved.state(state);
          const context = await browser.newContext({ viewport, storageState });
          const page = await context.newPage();
          const address = pseudoAddress(route === 'package item' ? saved.packageItemRoute : route);
          const audit = pseudoAudit(page);
          const mark = answersMark();
          await page.goto(siteUrl(address));
          await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
          await islandsSettled(page);
          await audit.expectClean(`${address} as a ${state} at ${viewport.width} px`, {
            data: [...answerStringsSince(mark), ...keptStrings(storageState)],
            skipLang: 'en',
          });
          await context.close();
        });
      }
    });
  }
}
