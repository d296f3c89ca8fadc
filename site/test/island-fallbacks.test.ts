// A browser-only island's fallback (its first screen, or what it says until it renders) is in
// the page once: inside the island, where the player sees it, and not a second time for the
// island to copy out of the page as it starts.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderResponse } from './render';
import { startSandbox } from './sandbox';
import MarketplaceTab from '../src/pages/marketplace/[tab].astro';
import ManufactoryView from '../src/pages/marketplace/manufactory/[...view].astro';
import AISubscription from '../src/pages/AISubscription.astro';
import CoinPacksEmbed from '../src/pages/embed/coin-packs.astro';
import Settings from '../src/pages/settings.astro';
import Basket from '../src/pages/basket.astro';
import Search from '../src/pages/search.astro';

type Page = Parameters<typeof renderResponse>[0];

const { locals } = await startSandbox();

/** Each page with browser-only islands that show something until they render, and what one shows. */
const PAGES: [string, Page, Record<string, string>, string][] = [
  ['/marketplace/packages', MarketplaceTab, { tab: 'packages' }, '[data-rdc-widget="rdc-marketplace"]'],
  [
    '/marketplace/subscriptions',
    MarketplaceTab,
    { tab: 'subscriptions' },
    '[data-rdc-widget="rdc-marketplace"]',
  ],
  [
    '/marketplace/manufactory/product',
    ManufactoryView,
    { view: 'product' },
    '[data-rdc-widget="rdc-manufactory"]',
  ],
  ['/AISubscription', AISubscription, {}, '[data-rdc-widget="rdc-plans"]'],
  ['/embed/coin-packs', CoinPacksEmbed, {}, '[data-rdc-widget="rdc-coin-packs"]'],
  ['/settings', Settings, {}, '[data-rdc-widget="rdc-settings"]'],
  ['/basket', Basket, {}, '[role="status"]'],
  ['/search?q=corsair', Search, {}, '[role="status"]'],
];

describe("a browser-only island's fallback is written into its page once", () => {
  it.each(PAGES)('%s', async (path, page, params, shown) => {
    const { status, html } = await renderResponse(page, params, locals, { url: `http://site${path}` });
    expect(status).toBe(200);
    const doc = new JSDOM(html).window.document;
    const islands = [...doc.querySelectorAll('astro-island[client="only"]')].filter(
      (island) => island.querySelector(shown) !== null,
    );
    // Shown where the island will render, until it does.
    expect(islands.length).toBeGreaterThan(0);
    for (const island of islands) {
      expect(island.querySelectorAll(shown).length).toBe(1);
      // Nothing for the island to copy out of the page: the fallback it is handed is empty.
      expect(island.querySelectorAll('template[data-astro-template]')).toHaveLength(0);
      expect(
        [...island.querySelectorAll('astro-slot')].map((slot) => [slot.getAttribute('name'), slot.innerHTML]),
      ).toEqual([['fallback', '']]);
    }
    expect(html).not.toContain('<template data-astro-template');
  });
});
