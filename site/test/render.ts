import { getContainerRenderer as reactContainerRenderer } from '@astrojs/react';
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { JSDOM } from 'jsdom';

/** Renders an Astro page to a DOM document, as a browser would receive it (React islands included). */
export async function renderPage(page: AstroComponentFactory, params: Record<string, string> = {}): Promise<Document> {
  const renderers = await loadRenderers([reactContainerRenderer()]);
  const container = await AstroContainer.create({ renderers });
  container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });
  const html = await container.renderToString(page, { params });
  return new JSDOM(html).window.document;
}
