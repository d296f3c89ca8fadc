// The in-game pages at a game's three screen sizes, in every engine: laid out without horizontal
// overflow, every control drawn where a tap lands (nothing covers it), and Buy answered on screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, launch } from './browsers.mjs';
import { EMBED_PAGES, handoff, pattern, siteUrl } from './journeys.mjs';

// WebKitGTK's MiniBrowser window cannot be made narrower than about 450 px (its toolbar), so a
// 360 px screen is tried in Chromium and Firefox only; the wider screens in all three.
const SCREENS = [
  [360, 640],
  [1280, 720],
  [1920, 1080],
];

describe.each(ENGINES)('the in-game pages in %s', (engine) => {
  let browser;
  beforeAll(async () => {
    browser = await launch(engine);
  });
  afterAll(() => browser?.close());

  const screens = SCREENS.filter(([width]) => engine !== 'webkit' || width > 450);
  describe.each(screens)('at %i x %i', (width, height) => {
    it.each(EMBED_PAGES)('%s: no horizontal overflow, nothing covers a control', async (path, ready) => {
      await browser.size(width, height);
      await browser.open(siteUrl(`${path}#${await handoff()}`));
      await browser.find(ready);
      const shot = await browser.screenshot(`${path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${width}`);
      expect(
        await browser.run(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
        shot,
      ).toBe(false);
      expect(await browser.covered(), shot).toEqual([]);
    });

    it('/embed/basket: at most 1280 px wide and centred, not stretched across the screen', async () => {
      await browser.size(width, height);
      await browser.open(siteUrl(`/embed/basket#${await handoff()}`));
      await browser.find({ role: 'region', name: pattern(/Your Cart/) });
      const [basket] = await browser.boxes('.basket');
      const shown = await browser.run(() => document.documentElement.clientWidth);
      expect(basket.right - basket.left).toBeLessThanOrEqual(Math.min(1280, shown - 32));
      expect(Math.abs(basket.left - (shown - basket.right))).toBeLessThan(2);
    });

    it('/embed/product-footer: Add to Cart is answered on screen by a notification', async () => {
      await browser.size(width, height);
      await browser.open(siteUrl(`/embed/product-footer?lot-id=2&lot-type=item#${await handoff()}`));
      await browser.click({ role: 'button', name: 'Add to Cart' });
      expect(await browser.text({ role: '.notification__message' })).toMatch(/ was added to your cart\.$/);
    });

    it('/embed/coin-packs: the cards are centred under the pager, and Buy says what it added', async () => {
      await browser.size(width, height);
      await browser.open(siteUrl(`/embed/coin-packs#${await handoff()}`));
      await browser.find({ role: 'button', name: pattern(/^Buy RDC\s[\d,]+$/) });
      // The cards of the slide in view (the slider's others are off screen), against the screen's edges.
      const cards = await browser.boxes('.pack');
      const shown = await browser.run(() => document.documentElement.clientWidth);
      const layout = {
        cards: cards.length,
        leftGap: Math.round(Math.min(...cards.map((box) => box.left))),
        rightGap: Math.round(shown - Math.max(...cards.map((box) => box.right))),
        tallest: Math.round(
          Math.max(...cards.map((box) => box.bottom)) - Math.min(...cards.map((box) => box.top)),
        ),
      };
      expect(layout.cards, JSON.stringify(layout)).toBe(6);
      expect(Math.abs(layout.leftGap - layout.rightGap), JSON.stringify(layout)).toBeLessThan(24);
      // Six packs in at most three rows on a phone, two on wider screens: not one tall column.
      expect(layout.tallest, JSON.stringify(layout)).toBeLessThan(width === 360 ? 700 : 500);
      await browser.click({ role: 'button', name: pattern(/^Buy RDC\s[\d,]+$/) });
      expect(await browser.text({ role: '[role="status"]', name: pattern(/ added to your cart$/) })).toMatch(
        /^RDC\s\d[\d,.]* added to your cart$/,
      );
    });
  });
});
