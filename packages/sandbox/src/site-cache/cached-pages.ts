// The site server's middleware for the pages whose HTML is the same for every visitor: each goes
// out with an ETag (a 304 to a browser that already has it) and the shared-cache rules of
// `pageCacheControl`, from the in-memory copy while it is fresh; a stale copy is served while one
// background render replaces it, and visitors arriving together for a page not yet kept share one
// render.
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { cachedPage, matchesEtag, pageCacheControl, type CachedPage, type PageCache } from './page-cache';
import { renderToBuffer, type RenderedPage, type RenderHandler } from './render-to-buffer';

/** Home, a product (item, package, a package's item, subscription) and an article. */
const SAME_FOR_EVERY_VISITOR = [
  /^\/$/,
  /^\/marketplace\/product\/(?:item|package|subscription)\/[^/]+\/?$/,
  /^\/marketplace\/product\/package\/[^/]+\/item\/[^/]+\/?$/,
  /^\/articles\/[^/]+\/?$/,
];

function isSameForEveryVisitor(path: string): boolean {
  return SAME_FOR_EVERY_VISITOR.some((pattern) => pattern.test(path));
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

export function servePageCache({ cache, render, locals, headersFor }: Options): MiddlewareHandler {
  const pending = new Map<string, Promise<Rendering | null>>();
  const cacheControl = pageCacheControl(cache.rules);

  /**
   * One render per page at a time: the page kept (a plain 200 HTML page), or the answer as rendered
   * (an error page, a redirect: sent once, not kept), or null when the renderer has no such page.
   */
  const renderAndKeep = (url: URL): Promise<Rendering | null> => {
    const startedAt = cache.generation();
    // A render begun before an admin change is not shared with a request that arrives after it.
    const key = `${startedAt} ${url.href}`;
    const running = pending.get(key);
    if (running) return running;
    const rendering = renderToBuffer(render, url, { accept: 'text/html' }, locals)
      .then((rendered): Rendering | null => {
        if (!rendered) return null;
        if (rendered.status !== 200 || !/^text\/html\b/i.test(rendered.headers['content-type'] ?? ''))
          return { once: rendered };
        const page = cachedPage(rendered.body, rendered.headers['content-type'] ?? 'text/html', cache.now());
        cache.store(url.href, page, startedAt);
        return { kept: page };
      })
      .finally(() => pending.delete(key));
    pending.set(key, rendering);
    return rendering;
  };

  return async (c, next) => {
    // Off (no copies kept): every request renders as any other page does, streamed and no-cache.
    if (cache.rules.maxEntries === 0 || c.req.method !== 'GET' || !isSameForEveryVisitor(c.req.path))
      return next();
    const url = new URL(c.req.url);
    const kept = cache.lookup(url.href);
    if (kept?.state === 'stale') {
      renderAndKeep(url).catch((error: unknown) =>
        console.error(`could not re-render ${url.pathname}`, error),
      );
    }
    const rendering = kept ? { kept: kept.page } : await renderAndKeep(url);
    if (!rendering) return next();
    // Not kept (the Error page of a failing API, a redirect): this answer as rendered, once; rendering
    // it again further down would make the player wait for a second render.
    if ('once' in rendering) {
      const { status, headers: rendered, body } = rendering.once;
      const headers = new Headers();
      for (const [name, value] of Object.entries(rendered))
        if (!HOP_BY_HOP.has(name)) headers.set(name, value);
      // The site's own headers replace the renderer's (its Content-Security-Policy among them).
      for (const [name, value] of Object.entries({ 'Cache-Control': 'no-cache', ...headersFor(url) }))
        headers.set(name, value);
      return c.body(new Uint8Array(body), status as ContentfulStatusCode, Object.fromEntries(headers));
    }
    const page = rendering.kept;
    const headers: Record<string, string> = {
      ...headersFor(url),
      ETag: page.etag,
      'Cache-Control': cacheControl,
      Vary: 'Accept-Encoding',
    };
    if (matchesEtag(c.req.header('if-none-match'), page.etag)) return c.body(null, 304, headers);
    headers['Content-Type'] = page.contentType;
    if (/\bgzip\b/i.test(c.req.header('accept-encoding') ?? '')) {
      return c.body(page.gzipped, 200, { ...headers, 'Content-Encoding': 'gzip' });
    }
    return c.body(page.html, 200, headers);
  };
}
