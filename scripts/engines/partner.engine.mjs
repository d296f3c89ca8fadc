// The partner page's journeys in every engine: each widget renders and works, with a strict CSP,
// a hostile stylesheet and two copies of the bundle; Sign In on a page with only <rdc-user-menu>.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, launch } from './browsers.mjs';
import { BADGE_COUNT, BUY_COIN_PACK, dialogOnTop, openFresh, partnerUrl, signIn } from './journeys.mjs';

const VARIANTS = [
  ['as the README shows it', {}],
  ['with a strict CSP (no inline script or style)', { csp: 'strict' }],
  ['under a hostile stylesheet', { hostile: '1' }],
  ['with the bundle loaded three times from two copies', { twice: '1' }],
];

describe.each(ENGINES)('the partner page in %s', (engine) => {
  let browser;
  beforeAll(async () => {
    browser = await launch(engine);
  });
  afterAll(() => browser?.close());

  it.each(VARIANTS)(
    '%s: every widget renders in its own styles, and Buy adds one line to the one cart',
    async (_variant, params) => {
      await openFresh(browser, partnerUrl(params));
      await browser.find(BUY_COIN_PACK);
      await browser.find({ role: 'button', name: 'Sign In' });
      await browser.find({ role: 'button', within: { role: 'rdc-product-footer' } });
      await browser.find({ role: 'rdc-basket-badge' });
      // The widgets' own styles hold whatever the page's CSS does: the Buy button keeps its accent
      // colour and size, not the hostile sheet's yellow and 40px.
      const buy = await browser.run(() => {
        const button = document.querySelector('rdc-coin-packs')?.shadowRoot?.querySelector('button');
        const style = button && getComputedStyle(button);
        return style && { background: style.backgroundColor, fontSize: style.fontSize };
      });
      expect(buy.background).not.toBe('rgb(255, 255, 0)');
      expect(buy.fontSize).not.toBe('40px');
      // Each element defined once, one cart: one Buy makes the badge 1.
      await browser.click(BUY_COIN_PACK);
      await browser.until(
        async () => (await browser.text(BADGE_COUNT)) === '1',
        'the basket badge does not show 1 after Buy',
      );
      expect(await browser.run(() => document.querySelectorAll('rdc-coin-packs').length)).toBe(1);
    },
  );

  it('a page with only <rdc-user-menu>: Sign In opens the sign-in modal above the page, and signing in there updates the menu', async () => {
    await openFresh(browser, partnerUrl({ only: 'rdc-user-menu' }));
    await browser.click({ role: 'button', name: 'Sign In' });
    await dialogOnTop(browser, 'Sing In', 'partner-sign-in');
    await signIn(browser);
    await browser.until(
      async () => (await browser.count({ role: 'button', name: 'Sign In' })) === 0,
      'the menu still offers Sign In',
    );
    expect(await browser.text({ role: 'rdc-user-menu' })).toContain('demo');
    expect(await browser.run(() => document.querySelectorAll('rdc-auth').length)).toBe(1);
  });
});
