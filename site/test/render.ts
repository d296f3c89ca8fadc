import { getContainerRenderer as reactContainerRenderer } from '@astrojs/react';
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { JSDOM } from 'jsdom';

/** Renders an Astro page to a DOM document, as a browser would receive it (React islands included). */
export async function renderPage(
  page: AstroComponentFactory,
  params: Record<string, string> = {},
  locals: object = {},
  props: Record<string, unknown> = {},
): Promise<Document> {
  return new JSDOM((await renderResponse(page, params, locals, { props })).html).window.document;
}

/**
 * The HTML and the status an on-demand page answers with; `locals` as the host server passes them;
 * `url` the address asked for; `props` as a page's getStaticPaths would give them.
 */
export async function renderResponse(
  page: AstroComponentFactory,
  params: Record<string, string> = {},
  locals: object = {},
  { url, props = {} }: { url?: string; props?: Record<string, unknown> } = {},
) {
  const renderers = await loadRenderers([reactContainerRenderer()]);
  const container = await AstroContainer.create({ renderers });
  container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });
  const response = await container.renderToResponse(page, {
    params,
    // Each request its own locals, as the site's server gives them (the page writes into them).
    locals: { ...locals },
    props,
    ...(url ? { request: new Request(url) } : {}),
  });
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}

/** Renders one component with its props to a DOM document (React islands included). */
export async function renderComponent(
  component: AstroComponentFactory,
  props: Record<string, unknown>,
  locals: object = {},
): Promise<Document> {
  const renderers = await loadRenderers([reactContainerRenderer()]);
  const container = await AstroContainer.create({ renderers });
  container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });
  return new JSDOM(await container.renderToString(component, { props, locals: { ...locals } })).window
    .document;
}

/**
 * A node's text as a reader sees it: runs of white space are one space and the ends are trimmed
 * (the markup's line breaks are not text); undefined for a node that is not there.
 */
export function shownText(node: Node | null | undefined): string | undefined {
  return node?.textContent?.replace(/\s+/g, ' ').trim();
}
