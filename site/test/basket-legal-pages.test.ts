import { describe, expect, it } from 'vitest';
import { renderPage, shownText } from './render';
import Basket from '../src/pages/basket.astro';
import LegalPage from '../src/pages/[legalPage].astro';

const mainIslands = (doc: Document) =>
  [...doc.querySelectorAll('main astro-island')].map((island) => [
    island.getAttribute('component-export'),
    island.getAttribute('client'),
  ]);

describe('the basket and the legal pages (accounts-cart-checkout.md §2, marketplace-content.md §2)', () => {
  it('"/basket: the cart and checkout screen, titled shopping cart" renders the basket widget in the browser', async () => {
    const doc = await renderPage(Basket);
    expect(doc.title).toBe('Shopping cart | RDC');
    expect(mainIslands(doc)).toEqual([['Basket', 'only']]);
  });

  it('before the basket renders, the page already has its one heading and a status that the cart is loading', async () => {
    const doc = await renderPage(Basket);
    expect([...doc.querySelectorAll('h1')].map(shownText)).toEqual(['Shopping cart']);
    expect(shownText(doc.querySelector('main [role="status"]'))).toBe('Loading your cart…');
  });

  it("another address at the legal pages' route is the not-found page", async () => {
    const doc = await renderPage(LegalPage, { legalPage: 'Cookie-Policy' });
    expect(shownText(doc.querySelector('main h1'))).toBe('Page not found');
  });

  it.each([
    ['terms-of-service', 'Terms of Service'],
    ['Terms-Of-Service', 'Terms of Service'],
    ['privacy-policy', 'Privacy Policy'],
    ['Privacy-Policy', 'Privacy Policy'],
    ['EULA', 'End User License Agreement'],
  ])(
    '"/EULA, /Terms-Of-Service, /Privacy-Policy (also seen lower-case as /terms-of-service, /privacy-policy)": /%s is the %s page, honest that its text is a placeholder',
    async (legalPage, title) => {
      const doc = await renderPage(LegalPage, { legalPage });
      expect(doc.title).toBe(`${title} | RDC`);
      expect(shownText(doc.querySelector('main h1'))).toBe(title);
      expect(shownText(doc.querySelector('main [role="note"]'))).toContain('This page is a placeholder');
      expect(mainIslands(doc)).toEqual([]);
      expect(doc.querySelectorAll('main section, main h2').length).toBeGreaterThan(1);
    },
  );
});
