import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderPage, renderResponse, shownText } from './render';
import { startSandbox } from './sandbox';
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

  it("comes with the plans its list shows, and asks for the first plan's picture ahead", async () => {
    const { locals } = await startSandbox();
    const { status, html } = await renderResponse(AISubscription, {}, locals);
    expect(status).toBe(200);
    const doc = new JSDOM(html).window.document;
    const answer = JSON.parse(doc.querySelector('script[data-rdc-page-answer]')?.textContent ?? 'null');
    expect(answer).toMatchObject({ list: 'plans', key: { offset: 0, limit: 100 } });
    expect(answer.answer.list.length).toBeGreaterThan(0);
    expect(answer.answer.list.every((plan: { enabled: boolean }) => plan.enabled)).toBe(true);
    expect(doc.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe(
      answer.answer.list[0].image_url,
    );
    // The server draws the plans, in the widget's shadow root, for the island to take over; the
    // loading line is for a page that came without them.
    const screen = doc.querySelector(
      'main astro-island [data-rdc-widget="rdc-plans"][inert] > template[shadowrootmode="open"]',
    ) as HTMLTemplateElement | null;
    const titles = [...(screen?.content.querySelectorAll('.plan__title') ?? [])].map(shownText);
    expect(titles).toEqual(answer.answer.list.map((plan: { title: string }) => plan.title));
    expect(doc.querySelector('main [role="status"]')).toBeNull();
  });
});
