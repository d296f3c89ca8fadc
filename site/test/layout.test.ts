import { describe, expect, it } from 'vitest';
import { renderPage, shownText } from './render';
import NotFound from '../src/pages/404.astro';

const linksIn = (root: Element | null) =>
  [...(root?.querySelectorAll('a') ?? [])].map((a) => [a.textContent?.trim(), a.getAttribute('href')]);

describe('site layout (marketplace-content.md §2.7)', () => {
  it('renders the 404 page with its title', async () => {
    const doc = await renderPage(NotFound);
    expect(doc.title).toBe('Page not found | RDC');
    expect(shownText(doc.querySelector('h1'))).toBe('Page not found');
  });

  it('header: "logo linking to /" and the built-in navigation (Games; Creators Corner with five sub-links; Community with three)', async () => {
    const doc = await renderPage(NotFound);
    expect(doc.querySelector('header a.logo')?.getAttribute('href')).toBe('/');
    const nav = doc.querySelector('nav[aria-label="Main"]');
    expect(linksIn(nav)).toContainEqual(['Games', '/welcome-to-the-future']);
    const topItems = [...(nav?.querySelectorAll(':scope > ul > li') ?? [])];
    const sub = (title: string) =>
      topItems
        .find((li) => shownText(li.querySelector(':scope > a')) === title)
        ?.querySelectorAll(':scope > ul a').length;
    expect(sub('Creators Corner')).toBe(5);
    expect(sub('Community')).toBe(3);
  });

  it('every page has the page-wide island (auth, buy-now on demand, notifications), so Sign In, ?recovery_token=, ?code=, Buy now and notices work on every page', async () => {
    const doc = await renderPage(NotFound);
    const pageIslands = [...doc.querySelectorAll('body > astro-island')].map((island) => [
      island.getAttribute('component-url')?.split('/').pop(),
      island.getAttribute('client'),
    ]);
    expect(pageIslands).toEqual([['PageModals', 'only']]);
  });

  it("footer: social links (Twitter, Facebook, Discord, Instagram, YouTube, RSS, all '#') and a copyright line with year 2022", async () => {
    const doc = await renderPage(NotFound);
    expect(linksIn(doc.querySelector('footer .social'))).toEqual(
      ['Twitter', 'Facebook', 'Discord', 'Instagram', 'YouTube', 'RSS'].map((name) => [name, '#']),
    );
    expect(shownText(doc.querySelector('footer .copyright'))).toContain('2022');
  });
});
