import { describe, expect, it } from 'vitest';
import { renderPage, shownText } from './render';
import AISubscription from '../src/pages/AISubscription.astro';

describe('/AISubscription (marketplace-content.md §2.1: "Target of a Get Started button")', () => {
  it('is the plans page: its title, description and heading, the rdc-plans widget rendered in the browser, no "Comming soon"', async () => {
    const doc = await renderPage(AISubscription);
    expect(doc.title).toBe('AI Subscription | RDC');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^RDC plans/);
    expect([...doc.querySelectorAll('h1')].map(shownText)).toEqual(['AI Subscription']);
    expect(
      [...doc.querySelectorAll('main astro-island')].map((island) => [
        island.getAttribute('component-export'),
        island.getAttribute('client'),
      ]),
    ).toEqual([['Plans', 'only']]);
    expect(shownText(doc.querySelector('main [role="status"]'))).toBe('Loading the plans…');
    expect(doc.body.textContent).not.toContain('Comming soon');
    expect(doc.body.dataset.headerVersion).toBe('marketplace');
  });
});
