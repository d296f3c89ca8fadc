// One visual system: a partner page (a plain HTML page on another origin, none of the site's CSS)
// and the site (its in-game page, whose :root carries the tokens) draw the same widget alike, and a
// theme a page sets on an ancestor still reaches the widget.
import type { Locator, Page } from '@playwright/test';
import { expect, partnerUrl, siteUrl, test } from './support/fixtures';

/** The parts compared, and the computed properties read from each. */
const PARTS = {
  pack: ['background-image', 'border-top-color', 'border-top-left-radius', 'color', 'font-family'],
  amount: ['color', 'font-family', 'font-size'],
  price: ['color', 'font-family', 'font-size'],
  buy: [
    'background-color',
    'color',
    'border-top-color',
    'border-top-left-radius',
    'font-family',
    'font-size',
  ],
} as const;

type Styles = Record<string, Record<string, string>>;

async function stylesOf(widget: Locator): Promise<Styles> {
  const buy = widget.locator('[part="buy"]').first();
  await expect(buy).toBeVisible();
  return buy.evaluate(
    (element, parts) => {
      const root = element.getRootNode() as ShadowRoot;
      const styles: Styles = {};
      for (const [part, properties] of Object.entries(parts)) {
        const found = root.querySelector(`[part="${part}"]`);
        if (!found) throw new Error(`no part ${part}`);
        const computed = getComputedStyle(found);
        styles[part] = Object.fromEntries(properties.map((name) => [name, computed.getPropertyValue(name)]));
      }
      return styles;
    },
    PARTS as unknown as Record<string, string[]>,
  );
}

const onPartnerPage = async (page: Page) => {
  await page.goto(partnerUrl());
  return stylesOf(page.locator('rdc-coin-packs'));
};

test.describe('the widgets look the same on a partner page as on the site', () => {
  test('the coin packs on the partner page and on /embed/coin-packs have the same computed colours, fonts and sizes', async ({
    page,
  }) => {
    const partner = await onPartnerPage(page);
    await page.goto(siteUrl('/embed/coin-packs'));
    // The widget itself, once it has taken over the first screen the server drew (inert until then).
    const site = await stylesOf(page.locator('[data-rdc-widget]:not([inert])'));
    expect(partner).toEqual(site);
    // The design's accent, surface and display font, not the browser's defaults.
    expect(site.buy?.['background-color']).toBe('rgb(79, 209, 255)');
    expect(site.pack?.['background-image']).toContain('rgb(16, 20, 46)');
  });

  test("the coin packs of the site's marketplace page (global.css on :root) have the partner page's colours and fonts", async ({
    page,
  }) => {
    const partner = await onPartnerPage(page);
    await page.goto(siteUrl('/marketplace/virtual-currency'));
    const site = await stylesOf(
      page.locator('[data-rdc-widget]:not([inert])').filter({ has: page.locator('[part="buy"]') }),
    );
    const look = (styles: Styles) =>
      Object.fromEntries(
        Object.entries(styles).map(([part, values]) => [
          part,
          Object.fromEntries(Object.entries(values).filter(([name]) => /color|font-family/.test(name))),
        ]),
      );
    expect(look(partner)).toEqual(look(site));
  });

  test('a colour the page sets on an ancestor of the widget wins over the default', async ({ page }) => {
    await page.goto(partnerUrl());
    await expect(page.locator('rdc-coin-packs [part="buy"]').first()).toBeVisible();
    await page.evaluate(() => document.body.style.setProperty('--rdc-color-accent', 'rgb(255, 136, 0)'));
    await expect(page.locator('rdc-coin-packs [part="buy"]').first()).toHaveCSS(
      'background-color',
      'rgb(255, 136, 0)',
    );
  });
});
