import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { JSDOM } from 'jsdom';

/** Renders an Astro page to a DOM document, as a browser would receive it. */
export async function renderPage(page: AstroComponentFactory): Promise<Document> {
  const container = await AstroContainer.create();
  const html = await container.renderToString(page);
  return new JSDOM(html).window.document;
}
