import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

interface FetchApp {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
}

/** Astro's build output: file names carry a content hash, so a name never gets other bytes. */
const HASHED_ASSET = /^\/_astro\//;

/**
 * Serves a built static site from `root`, with the API app behind /api/v1 on the same origin.
 * Text is gzip-compressed; hashed assets are cached for good and pages are revalidated.
 */
export function withStaticSite(api: FetchApp, root: string) {
  const dir = resolve(root);
  const site = new Hono();
  // The Node bindings go along, so a fault rule can still drop the connection.
  site.all('/api/v1/*', (c) => api.fetch(c.req.raw, c.env));
  site.use('*', compress());
  site.use('*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', HASHED_ASSET.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  site.use('*', serveStatic({ root: dir }));
  site.notFound(async (c) => {
    const page = await readFile(join(dir, '404.html'), 'utf8').catch(() => 'Not found');
    return c.html(page, 404);
  });
  return site;
}
