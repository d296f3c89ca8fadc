import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

interface FetchApp {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
}

/** Serves a built static site from `root`, with the API app behind /api/v1 on the same origin. */
export function withStaticSite(api: FetchApp, root: string) {
  const dir = resolve(root);
  const site = new Hono();
  // The Node bindings go along, so a fault rule can still drop the connection.
  site.all('/api/v1/*', (c) => api.fetch(c.req.raw, c.env));
  site.use('*', serveStatic({ root: dir }));
  site.notFound(async (c) => {
    const page = await readFile(join(dir, '404.html'), 'utf8').catch(() => 'Not found');
    return c.html(page, 404);
  });
  return site;
}
