import { describe, expect, it } from 'vitest';
import { renderPage } from './render';
import VirtualCurrency from '../src/pages/marketplace/virtual-currency.astro';
import ItemPage, { getStaticPaths } from '../src/pages/marketplace/product/item/[id].astro';
import NotFound from '../src/pages/404.astro';

/** The React islands of a page: which export, how it hydrates, with what props. */
const islands = (doc: Document) =>
  [...doc.querySelectorAll('astro-island')].map((island) => ({
    component: island.getAttribute('component-export'),
    client: island.getAttribute('client'),
    props: JSON.parse(island.getAttribute('props') ?? '{}') as Record<string, unknown>,
    inHeader: island.closest('header') !== null,
    inMain: island.closest('main') !== null,
  }));

describe('marketplace pages (marketplace-content.md §2.1, §2.7)', () => {
  it('every page\'s header holds the basket badge and the user menu, as browser-only islands', async () => {
    const doc = await renderPage(NotFound);
    expect(islands(doc).filter((island) => island.inHeader)).toEqual([
      { component: 'BasketBadge', client: 'only', props: {}, inHeader: true, inMain: false },
      { component: 'UserMenu', client: 'only', props: {}, inHeader: true, inMain: false },
    ]);
  });

  it('/marketplace/virtual-currency shows the coin packs', async () => {
    const doc = await renderPage(VirtualCurrency);
    expect(doc.title).toBe('Virtual Currency | RDC');
    expect(doc.querySelector('h1')?.textContent).toBe('Virtual Currency');
    expect(islands(doc).filter((island) => island.inMain).map((island) => island.component)).toEqual(['CoinPacks']);
  });

  it('/marketplace/product/item/{id} shows the product footer of that item', async () => {
    const doc = await renderPage(ItemPage, { id: '12' });
    expect(doc.querySelector('h1')?.textContent).toBe('Item 12');
    const footer = islands(doc).find((island) => island.component === 'ProductFooter');
    // Astro serialises each prop as [type, value]; 0 is a plain value.
    expect(footer?.props).toEqual({ lotId: [0, 12], lotType: [0, 'item'] });
  });

  it('item pages are generated for the seeded items 1 to 60', () => {
    const ids = getStaticPaths().map((path) => path.params.id);
    expect(ids).toHaveLength(60);
    expect(ids[0]).toBe('1');
    expect(ids.at(-1)).toBe('60');
  });
});
