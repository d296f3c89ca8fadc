// The home page's shelf of limited time offers (marketplace-content.md §2.1 names
// /marketplace/limitedTimeOffers; the shelf is how a player finds it from the home page).
import { describe, expect, it } from 'vitest';
import { renderPage, shownText } from './render';
import { failingLocals, startSandbox } from './sandbox';
import Home from '../src/pages/index.astro';

const shelfOf = (doc: Document) => doc.querySelector('section[aria-labelledby="offers-title"]');

describe('the home page shelf of limited time offers', () => {
  it('shows the first offers whose time limit is ahead, each linking to its package, and a link to them all', async () => {
    const { locals } = await startSandbox();
    const shelf = shelfOf(await renderPage(Home, {}, locals));
    expect(shownText(shelf?.querySelector('h2'))).toBe('Limited time offers');
    expect(shelf?.querySelector('a.offers__all')?.getAttribute('href')).toBe(
      '/marketplace/limitedTimeOffers',
    );
    const offers = [...(shelf?.querySelectorAll('a.offer') ?? [])];
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.length).toBeLessThanOrEqual(4);
    for (const offer of offers) {
      expect(offer.getAttribute('href')).toMatch(/^\/marketplace\/product\/package\/\d+$/);
      expect(shownText(offer.querySelector('.offer__prices'))).toMatch(/\$\d/);
      expect(Date.parse(offer.querySelector('time')?.getAttribute('datetime') ?? '')).toBeGreaterThan(
        Date.now(),
      );
    }
  });

  it('a failed list leaves the shelf with its link only, and the page renders', async () => {
    const shelf = shelfOf(await renderPage(Home, {}, failingLocals));
    expect(shelf?.querySelectorAll('a.offer')).toHaveLength(0);
    expect(shelf?.querySelector('a.offers__all')?.getAttribute('href')).toBe(
      '/marketplace/limitedTimeOffers',
    );
  });
});
