import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderResponse, shownText } from './render';
import { failingLocals, startSandbox } from './sandbox';
import CoinPacksPage from '../src/pages/embed/coin-packs.astro';

describe('/embed/coin-packs, the in-game view of the coin-pack slider (accounts-cart-checkout.md §2: "6 per slide")', () => {
  it("comes with every enabled pack, drawn by the server in the widget's shadow root for the island to take over", async () => {
    const { locals } = await startSandbox();
    const { status, html } = await renderResponse(CoinPacksPage, {}, locals);
    expect(status).toBe(200);
    const doc = new JSDOM(html).window.document;
    expect(doc.title).toBe('Coin packs | RDC');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    const answer = JSON.parse(doc.querySelector('script[data-rdc-page-answer]')?.textContent ?? 'null');
    expect(answer).toMatchObject({ list: 'coinPacks', key: { offset: 0, limit: 100 } });
    const screen = doc.querySelector(
      'main astro-island[component-export="default"] [data-rdc-widget="rdc-coin-packs"][inert] > template[shadowrootmode="open"]',
    ) as HTMLTemplateElement | null;
    const amounts = [...(screen?.content.querySelectorAll('[part="amount"]') ?? [])].map(shownText);
    expect(amounts).toHaveLength(answer.answer.list.length);
    expect(amounts[0]).toMatch(/^RDC [\d,]+$/);
    expect(screen?.content.querySelector('.swiper-slide')?.querySelectorAll('.pack')).toHaveLength(6);
    // An in-game page has no header or footer: only the widget.
    expect(doc.querySelector('header, footer')).toBeNull();
  });

  it("comes with the packs but no screen when the game's theme is in the address: the island draws them in the game's colours, not the site's first", async () => {
    const { locals } = await startSandbox();
    const { html } = await renderResponse(CoinPacksPage, {}, locals, {
      url: 'https://rdc.test/embed/coin-packs?rdc-color-accent=%23ff8800',
    });
    const doc = new JSDOM(html).window.document;
    expect(doc.querySelector('script[data-rdc-page-answer]')).not.toBeNull();
    expect(doc.querySelector('[data-rdc-widget]')).toBeNull();
  });

  it('goes out without packs or a screen when the API fails: the island asks, and shows its loading state meanwhile', async () => {
    const { status, html } = await renderResponse(CoinPacksPage, {}, failingLocals);
    expect(status).toBe(200);
    const doc = new JSDOM(html).window.document;
    expect(doc.querySelector('script[data-rdc-page-answer]')).toBeNull();
    expect(doc.querySelector('[data-rdc-widget]')).toBeNull();
    expect(doc.querySelector('main astro-island')?.getAttribute('client')).toBe('only');
  });
});
