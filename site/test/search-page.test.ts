// /search: the header search's results page, rendered on demand. The heading and the frame are the
// server's; the searched text is shown as text, whatever it holds.
import { describe, expect, it } from 'vitest';
import SearchPage from '../src/pages/search.astro';
import { renderResponse } from './render';
import { JSDOM } from 'jsdom';

const render = async (query: string) => {
  const { status, html } = await renderResponse(
    SearchPage,
    {},
    {},
    { url: `http://site.test/search${query}` },
  );
  return { status, doc: new JSDOM(html).window.document };
};

describe('the results page (/search)', () => {
  it('names the search in its heading and title, and mounts the results island with the text and page', async () => {
    const { status, doc } = await render('?q=veteran&page=2');
    expect(status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe('Results for “veteran”');
    expect(doc.title).toContain('Search: veteran');
    const island = doc.querySelector('astro-island[component-url*="SearchResults"]');
    expect(island?.getAttribute('props')).toContain('veteran');
    expect(island?.getAttribute('props')).toContain('2');
    expect(doc.querySelector('header')).not.toBeNull();
  });

  it('server text is shown as text: markup in the address is not markup on the page', async () => {
    const { doc } = await render(`?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(doc.querySelector('main img[src="x"]')).toBeNull();
    expect(doc.querySelector('h1')?.textContent).toBe('Results for “<img src=x onerror=alert(1)>”');
  });

  it('text too short to search says how much to type, without asking for results', async () => {
    const { doc } = await render('?q=v');
    expect(doc.querySelector('main')?.textContent).toContain('Type at least 2 characters to search.');
    expect(doc.querySelector('astro-island[component-url*="SearchResults"]')).toBeNull();
  });
});
