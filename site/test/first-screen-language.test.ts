// A server's first page in German: the middleware loads the language's catalogues before the page
// renders, and the widget whose first screen the page draws is loaded after that, as the page
// asks for it. Its own catalogue registers only then, and must be loaded for the page too.
import { loadLocale } from '@rdc/core';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderResponse, shownText } from './render';
import { startSandbox } from './sandbox';
import MarketplaceTab from '../src/pages/marketplace/[tab].astro';

describe("a first screen drawn on the server, in the page's language", () => {
  it("/de/marketplace/packages as a server's first page: the cards' buttons in German", async () => {
    await loadLocale('de');
    const { locals } = await startSandbox();
    const { status, html } = await renderResponse(
      MarketplaceTab,
      { tab: 'packages' },
      { ...locals, locale: 'de' },
    );
    expect(status).toBe(200);
    const screen = new JSDOM(html).window.document.querySelector(
      'main astro-island [data-rdc-widget="rdc-marketplace"][inert] > template[shadowrootmode="open"]',
    ) as HTMLTemplateElement | null;
    const buttons = [...(screen?.content.querySelectorAll('button') ?? [])].map(shownText);
    expect(buttons).toContain('In den Warenkorb');
    expect(buttons).not.toContain('Add to Cart');
  });
});
