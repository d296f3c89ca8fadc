// The site server's middleware for the pages whose HTML is the same for every visitor: each goes
// out with an ETag (a 304 to a browser that already has it) and the shared-cache rules of
// `pageCacheControl`, from the in-memory copy while it is fresh; a stale copy is served while one
// background render replaces it, and visitors arriving together for a page not yet kept share one
// render. A kept page is answered before the site's Hono app sees the request (`answerKept`): its
// headers and bytes were built when it was kept, so a hit only picks them.
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { splitLocalePath } from '@rdc/core';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { answerWithPage, cachedPage, pageCacheControl, type CachedPage, type PageCache } from './page-cache';
import { renderToBuffer, type RenderedPage, type RenderHandler } from './render-to-buffer';

/**
 * Home, a product (item, package, a package's item, subscription), an article, the legal pages
 * (each spelling the site answers at) and the settings page (a player's own settings render in
 * their browser), in English or under a language's prefix (`/de/…`): each address is one
 * language, so it is kept by its URL.
 */
const SAME_FOR_EVERY_VISITOR = [
  /^\/$/,
  /^\/settings\/?$/,
  /^\/marketplace\/product\/(?:item|package|subscription)\/[^/]+\/?$/,
  /^\/marketplace\/product\/package\/[^/]+\/item\/[^/]+\/?$/,
  /^\/articles\/[^/]+\/?$/,
  /^\/(?:eula|terms-of-service|privacy-policy)\/?$/i,
];

function isSameForEveryVisitor(path: string): boolean {
  const page = splitLocalePath(path).path;
  return SAME_FOR_EVERY_VISITOR.some((pattern) => pattern.test(page));
}

/** Headers of the renderer's own connection, not of the answer sent on. */
const HOP_BY_HOP = new Set(['connection', 'content-length', 'transfer-encoding', 'keep-alive']);

/** A page rendered for the cache: kept for every visitor, or sent once as it came. */
type Rendering = { kept: CachedPage } | { once: RenderedPage };

interface Options {
  cache: PageCache;
  render: RenderHandler;
  locals: object;
  /** The headers every page of the site carries (its security headers), for the page at `url`. */
  headersFor: (url: URL) => Record<string, string>;
}

export interface PageCacheServer {
  /**
   * The answer from a kept page (fresh, or stale while a render replaces it) to a GET or HEAD of
   * `request`, or undefined: then `middleware` renders it (a page not kept yet) or passes it on.
   * `incoming` (Node's request, when served by Node) is read for the request's headers instead
   * of building a Headers object for two of them.
   */
  answerKept(request: Request, incoming?: IncomingMessage): Response | undefined;
  middleware: MiddlewareHandler;
}

export function servePageCache({ cache, render, locals, headersFor }: Options): PageCacheServer {
  const pending = new Map<string, Promise<Rendering | null>>();
  const cacheControl = pageCacheControl(cache.rules);

  /**
   * One render per page at a time: the page kept (a plain 200 HTML page), or the answer as rendered
   * (an error page, a redirect: sent once, not kept), or null when the renderer has no such page.
   */
  const renderAndKeep = (href: string): Promise<Rendering | null> => {
    const url = new URL(href);
    const startedAt = cache.generation();
    // A render begun before an admin change is not shared with a request that arrives after it.
    const key = `${startedAt} ${href}`;
    const running = pending.get(key);
    if (running) return running;
    const rendering = renderToBuffer(render, url, { accept: 'text/html' }, locals)
      .then(async (rendered): Promise<Rendering | null> => {
        if (!rendered) return null;
        if (rendered.status !== 200 || !/^text\/html\b/i.test(rendered.headers['content-type'] ?? ''))
          return { once: rendered };
        const page = await cachedPage(
          rendered.body,
          rendered.headers['content-type'] ?? 'text/html',
          cache.now(),
          {
            ...headersFor(url),
            'Cache-Control': cacheControl,
          },
        );
        // Kept under the request's own URL, which a hit looks up as it comes (see answerKept).
        cache.store(href, page, startedAt);
        return { kept: page };
      })
      .finally(() => pending.delete(key));
    pending.set(key, rendering);
    return rendering;
  };

  /** A kept page by the request's URL; a stale one starts its replacement. */
  const keptPage = (href: string): CachedPage | undefined => {
    const kept = cache.lookup(href);
    if (kept?.state === 'stale') {
      renderAndKeep(href).catch((error: unknown) =>
        console.error(`could not re-render ${new URL(href).pathname}`, error),
      );
    }
    return kept?.page;
  };

  const answerKept = (request: Request, incoming?: IncomingMessage): Response | undefined => {
    // Only same-for-every-visitor pages are ever kept, so a lookup by URL is the whole test.
    if (cache.size === 0 || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
    const page = keptPage(request.url);
    if (!page) return undefined;
    return incoming
      ? answerWithPage(page, incoming.headers['if-none-match'], incoming.headers['accept-encoding'])
      : answerWithPage(page, request.headers.get('if-none-match'), request.headers.get('accept-encoding'));
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    // Off (no copies kept): every request renders as any other page does, streamed and no-cache.
    if (cache.rules.maxEntries === 0 || c.req.method !== 'GET' || !isSameForEveryVisitor(c.req.path))
      return next();
    const href = c.req.url;
    const kept = keptPage(href);
    const rendering = kept ? { kept } : await renderAndKeep(href);
    if (!rendering) return next();
    // Not kept (the Error page of a failing API, a redirect): this answer as rendered, once; rendering
    // it again further down would make the player wait for a second render.
    if ('once' in rendering) {
      const url = new URL(href);
      const { status, headers: rendered, body } = rendering.once;
      const headers = new Headers();
      for (const [name, value] of Object.entries(rendered))
        if (!HOP_BY_HOP.has(name)) headers.set(name, value);
      // The site's own headers replace the renderer's (its Content-Security-Policy among them).
      for (const [name, value] of Object.entries({ 'Cache-Control': 'no-cache', ...headersFor(url) }))
        headers.set(name, value);
      return c.body(new Uint8Array(body), status as ContentfulStatusCode, Object.fromEntries(headers));
    }
    return answerWithPage(rendering.kept, c.req.header('if-none-match'), c.req.header('accept-encoding'));
  };

  return { answerKept, middleware };
}
