// The site server's middleware for the pages whose HTML is the same for every visitor: each goes
// out with an ETag (a 304 to a browser that already has it) and the shared-cache rules of
// `pageCacheControl`, from the in-memory copy while it is fresh; a stale copy is served while one
// background render replaces it, and visitors arriving together for a page not yet kept share one
// render.
import type { MiddlewareHandler } from 'hono';
import { cachedPage, matchesEtag, pageCacheControl, type CachedPage, type PageCache } from './page-cache';
import { renderToBuffer, type RenderHandler } from './render-to-buffer';

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

interface Options {
  cache: PageCache;
  render: RenderHandler;
  locals: object;
  /** The headers every page of the site carries (its security headers), for the page at `url`. */
  headersFor: (url: URL) => Record<string, string>;
}

export function servePageCache({ cache, render, locals, headersFor }: Options): MiddlewareHandler {
  const pending = new Map<string, Promise<CachedPage | null>>();
  const cacheControl = pageCacheControl(cache.rules);

  /** One render per page at a time; null when the page is not a plain 200 HTML page. */
  const renderAndKeep = (url: URL): Promise<CachedPage | null> => {
    const startedAt = cache.generation();
    // A render begun before an admin change is not shared with a request that arrives after it.
    const key = `${startedAt} ${url.href}`;
    const running = pending.get(key);
    if (running) return running;
    const rendering = renderToBuffer(render, url, { accept: 'text/html' }, locals)
      .then((rendered) => {
        if (!rendered || rendered.status !== 200 || !/^text\/html\b/i.test(rendered.headers['content-type'] ?? '')) return null;
        const page = cachedPage(rendered.body, rendered.headers['content-type'] ?? 'text/html', cache.now());
        cache.store(url.href, page, startedAt);
        return page;
      })
      .finally(() => pending.delete(key));
    pending.set(key, rendering);
    return rendering;
  };

  return async (c, next) => {
    // Off (no copies kept): every request renders as any other page does, streamed and no-cache.
    if (cache.rules.maxEntries === 0 || c.req.method !== 'GET' || !isSameForEveryVisitor(c.req.path)) return next();
    const url = new URL(c.req.url);
    const kept = cache.lookup(url.href);
    if (kept?.state === 'stale') {
      renderAndKeep(url).catch((error: unknown) => console.error(`could not re-render ${url.pathname}`, error));
    }
    const page = kept?.page ?? (await renderAndKeep(url));
    if (!page) return next();
    const headers: Record<string, string> = { ...headersFor(url), ETag: page.etag, 'Cache-Control': cacheControl, Vary: 'Accept-Encoding' };
    if (matchesEtag(c.req.header('if-none-match'), page.etag)) return c.body(null, 304, headers);
    headers['Content-Type'] = page.contentType;
    if (/\bgzip\b/i.test(c.req.header('accept-encoding') ?? '')) {
      return c.body(page.gzipped, 200, { ...headers, 'Content-Encoding': 'gzip' });
    }
    return c.body(page.html, 200, headers);
  };
}
