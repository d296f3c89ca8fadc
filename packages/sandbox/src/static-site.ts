import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

interface FetchApp {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
}

/** The Node bindings @hono/node-server hands every request (`c.env`). */
interface NodeBindings {
  incoming: IncomingMessage;
  outgoing: ServerResponse;
}

/**
 * A Node-style request handler with a fallthrough, as Astro's Node adapter builds it in middleware
 * mode (`dist/server/entry.mjs` exports `handler`): it renders the on-demand pages and calls
 * `next` for any other path. `locals` reach the page as `Astro.locals`.
 */
type RenderHandler = (req: IncomingMessage, res: ServerResponse, next: () => void, locals: object) => Promise<void>;

/** Astro's build output: file names carry a content hash, so a name never gets other bytes. */
const HASHED_ASSET = /^\/_astro\//;

/**
 * A built site: a static build (`DIR/index.html`), or a build with on-demand pages, whose static
 * files are in `DIR/client` and whose server renderer is `DIR/server/entry.mjs`.
 */
async function readSiteBuild(root: string): Promise<{ staticDir: string; render?: RenderHandler }> {
  const dir = resolve(root);
  const entry = join(dir, 'server', 'entry.mjs');
  if (!existsSync(entry)) return { staticDir: dir };
  const { handler } = (await import(pathToFileURL(entry).href)) as { handler: RenderHandler };
  return { staticDir: join(dir, 'client'), render: handler };
}

/**
 * Serves a built site from `root`, with the API app behind /api/v1 on the same origin.
 * Text is gzip-compressed; hashed assets are cached for good and pages are revalidated.
 * On-demand pages are rendered in this process and reach the API in-process too.
 */
export async function withStaticSite(api: FetchApp, root: string) {
  const { staticDir, render } = await readSiteBuild(root);
  const site = new Hono<{ Bindings: NodeBindings }>();
  // The Node bindings go along, so a fault rule can still drop the connection.
  site.all('/api/v1/*', (c) => api.fetch(c.req.raw, c.env));
  site.use('*', compress());
  site.use('*', async (c, next) => {
    await next();
    if (c.res === RESPONSE_ALREADY_SENT) return; // a rendered page: its headers went out with it
    if (c.res.ok) c.header('Cache-Control', HASHED_ASSET.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  site.use('*', serveStatic({ root: staticDir }));
  if (render) {
    const locals = { apiFetch: (request: Request) => api.fetch(request) };
    site.all('*', async (c, next) => {
      const { incoming, outgoing } = c.env;
      // The renderer writes the answer itself, so the headers every page carries are set first.
      outgoing.setHeader('Cache-Control', 'no-cache');
      const rendered = await new Promise<boolean>((done, fail) => {
        render(incoming, outgoing, () => done(false), locals).then(() => done(true), fail);
      });
      if (rendered) return RESPONSE_ALREADY_SENT;
      outgoing.removeHeader('Cache-Control');
      await next();
    });
  }
  site.notFound(async (c) => {
    const page = await readFile(join(staticDir, '404.html'), 'utf8').catch(() => 'Not found');
    return c.html(page, 404);
  });
  return {
    // Hono answers HEAD by running GET and copying its answer, which a page the renderer already
    // wrote cannot be; run it as GET: Node sends no body to a HEAD request whatever is written.
    fetch: (request: Request, env?: unknown) =>
      site.fetch(request.method === 'HEAD' ? new Request(request, { method: 'GET' }) : request, env as NodeBindings),
  };
}

/** `withStaticSite` on a loopback port (0: a free one), as `pnpm start` serves it; for tests and tools. */
export async function startSiteServer(api: FetchApp, root: string, port = 0): Promise<{ origin: string; close(): Promise<void> }> {
  const app = await withStaticSite(api, root);
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port });
  await new Promise((listening) => server.once('listening', listening));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((closed) => server.close(() => closed())) };
}
