// The site's journeys in every engine: a Buy now paid through Place order, its purchase modal above
// the sticky header; and every in-game page (/embed/*), signed in by the game's hand-off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, launch } from './browsers.mjs';
import { dialogOnTop, EMBED_PAGES, handoff, openFresh, pattern, signIn, siteUrl } from './journeys.mjs';

describe.each(ENGINES)('the site in %s', (engine) => {
  let browser;
  beforeAll(async () => {
    browser = await launch(engine);
  });
  afterAll(() => browser?.close());

  it('a product page: Sign In from the header, Buy now, Place order; "You Have Purchased" is drawn above the sticky header', async () => {
    await openFresh(browser, siteUrl('/marketplace/product/item/1'));
    await browser.click({ role: 'button', name: 'Sign In', within: { role: 'header' } });
    await signIn(browser);
    await browser.click({ role: 'button', name: 'Buy now' });
    const buyNow = { role: 'dialog', name: 'Buy now' };
    await browser.until(
      async () =>
        (await browser.count({ role: 'button', name: pattern(/^Visa ending 4242/), within: buyNow })) > 0,
      'no saved card in Buy now',
    );
    // A very short screen (a phone turned, with the browser's toolbars): a modal hangs 1em from the
    // top there, so the purchase modal's title sits where the sticky header is drawn.
    await browser.size(1024, 200);
    await browser.click({ role: 'button', name: 'Place order', within: buyNow });
    await dialogOnTop(browser, 'You Have Purchased', 'site-purchase');
    const title = await browser.hit({
      role: 'heading',
      name: 'You Have Purchased',
      within: { role: 'dialog', name: 'You Have Purchased' },
    });
    const header = await browser.run(() => document.querySelector('header')?.getBoundingClientRect().bottom);
    expect(title.y).toBeLessThan(header);
    expect(title.drawn).toBe(true);
    await browser.size(1024, 768);
  });

  it.each(EMBED_PAGES)(
    '%s: the widget alone, signed in by the hand-off, without horizontal overflow',
    async (path, ready) => {
      await browser.open(siteUrl(`${path}#${await handoff()}`));
      await browser.find(ready);
      const layout = await browser.run(() => ({
        hash: location.hash,
        frame: document.querySelectorAll('body header, body footer, .site-header, .site-footer').length,
        overflowing: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      }));
      expect(layout).toEqual({ hash: '', frame: 0, overflowing: false });
    },
  );
});
