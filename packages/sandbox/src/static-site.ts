import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { gzipJson } from './http/gzip-json';
import { keepIdleConnections } from './http/idle-connections';
import { compressRenderedHtml } from './http/compress-rendered';
import { DEFAULT_EMBED_ANCESTORS, securityHeaders } from './http/security-headers';
import { refuseUnknownMethods } from './http/method-guard';
import { CSP_REPORT_PATH } from './routes/csp-report';
import { servePageCache } from './site-cache/cached-pages';
import { pageCacheFromEnv, type PageCache } from './site-cache/page-cache';

interface FetchApp {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
  /** The sandbox's announcement of a change to what pages show (SandboxApp has it). */
  onSubjectChange?: (listener: () => void) => () => void;
}

/** The Node bindings @hono/node-server hands every request (`c.env`). */
interface NodeBindings {
  incoming: IncomingMessage;
  outgoing: ServerResponse;
}

/**
 * A Node-style request handler with a fallthrough, as Astro's Node adapter builds it in middleware
 * mode (`dist/server/entry.mjs` exports `handler`): it renders the on-demand pages and calls
 * `next` for any other path. `locals` reach the page as `Astro.locals`: Astro keeps the object it is
 * given, and the site's middleware writes the request's language into it, so each request gets its own.
 */
type RenderHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
  locals: object,
) => Promise<void>;

/** Astro's build output: file names carry a content hash, so a name never gets other bytes. */
const HASHED_ASSET = /^\/_astro\//;

/**
 * A built site: a static build (`DIR/index.html`), or a build with on-demand pages, whose static
 * files are in `DIR/client` and whose server renderer is `DIR/server/entry.mjs`.
 */
async function readSiteBuild(
  root: string,
): Promise<{ staticDir: string; render?: RenderHandler; policy: string | null }> {
  const dir = resolve(root);
  const policy = await readFile(join(dir, 'csp.json'), 'utf8').then(
    (text) => (JSON.parse(text) as { policy: string }).policy,
    () => null,
  );
  const entry = join(dir, 'server', 'entry.mjs');
  if (!existsSync(entry)) return { staticDir: dir, policy };
  const { handler } = (await import(pathToFileURL(entry).href)) as { handler: RenderHandler };
  return { staticDir: join(dir, 'client'), render: handler, policy };
}

/**
 * Sets `headers` on a response the renderer will write, so that they win over the renderer's own
 * values for them (Node lets writeHead's values replace setHeader's). Returns the undo, for a
 * request the renderer passes on.
 */
function presetHeaders(outgoing: ServerResponse, headers: Record<string, string>): () => void {
  for (const [name, value] of Object.entries(headers)) outgoing.setHeader(name, value);
  const kept = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  const writeHead = outgoing.writeHead;
  outgoing.writeHead = ((...args: unknown[]) => {
    for (const given of args) {
      if (typeof given !== 'object' || given === null || Array.isArray(given)) continue;
      for (const name of Object.keys(given))
        if (kept.has(name.toLowerCase())) delete (given as Record<string, unknown>)[name];
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).apply(outgoing, args);
  }) as ServerResponse['writeHead'];
  return () => {
    outgoing.writeHead = writeHead;
    for (const name of Object.keys(headers)) outgoing.removeHeader(name);
  };
}

/** SANDBOX_EMBED_ANCESTORS: who may frame /embed/* pages (a space or comma list of sources). */
function embedAncestorsFromEnv(value: string | undefined): readonly string[] {
  const sources = value?.split(/[\s,]+/).filter(Boolean);
  return sources && sources.length > 0 ? sources : DEFAULT_EMBED_ANCESTORS;
}

/**
 * Serves a built site from `root`, with the API app behind /api/v1 on the same origin.
 * Text is compressed, brotli when the browser takes it (content-coding.ts), rendered pages too; a
 * built file goes as the build compressed it (its `.br` beside it); hashed assets are cached for good and pages are revalidated.
 * On-demand pages are rendered in this process and reach the API in-process too.
 */
export async function withStaticSite(api: FetchApp, root: string, options: { pageCache?: PageCache } = {}) {
  const { staticDir, render, policy } = await readSiteBuild(root);
  const embedAncestors = embedAncestorsFromEnv(process.env.SANDBOX_EMBED_ANCESTORS);
  const headersFor = (url: URL, contentType?: string | null) =>
    securityHeaders(
      url.pathname,
      {
        policy,
        embedAncestors,
        https: url.protocol === 'https:',
        reportEndpoint: new URL(`/api/v1${CSP_REPORT_PATH}`, url).href,
      },
      contentType,
    );
  const notFoundPage = async (c: Context) =>
    c.html(await readFile(join(staticDir, '404.html'), 'utf8').catch(() => 'Not found'), 404);
  // The pages whose HTML is the same for every visitor, kept a few seconds (SANDBOX_PAGE_CACHE=off: none).
  const pageCache = options.pageCache ?? pageCacheFromEnv(process.env.SANDBOX_PAGE_CACHE);
  // Dropped when the sandbox says a page's subject changed, whichever server the change came through.
  api.onSubjectChange?.(() => pageCache.clear());
  const site = new Hono<{ Bindings: NodeBindings }>();
  site.use('*', refuseUnknownMethods({ json: false }));
  const locals = { apiFetch: (request: Request) => api.fetch(request) };
  // First: a kept page answers at once, with the headers every page carries (see cached-pages.ts);
  // `fetch` below answers a hit before the request reaches this app, the middleware the rest.
  const cachedPages = render ? servePageCache({ cache: pageCache, render, locals, headersFor }) : undefined;
  if (cachedPages) site.use('*', cachedPages.middleware);
  // The API's JSON goes gzip-compressed too, as any production API's does (a package is 27 kB of
  // JSON, 4 kB compressed; Lighthouse: "Enable text compression"). The Node bindings go along, so
  // a fault rule can still drop the connection.
  site.use('/api/v1/*', compress());
  // Its JSON by one zlib call instead (see gzip-json.ts); compress() takes what this leaves.
  site.use('/api/v1/*', gzipJson());
  site.all('/api/v1/*', (c) => api.fetch(c.req.raw, c.env));
  // Every answer of the site carries the security headers for its type; a rendered page gets them below.
  site.use('*', async (c, next) => {
    await next();
    if (c.res === RESPONSE_ALREADY_SENT) return;
    const type = c.res.headers.get('Content-Type');
    for (const [name, value] of Object.entries(headersFor(new URL(c.req.url), type)))
      c.res.headers.set(name, value);
  });
  site.use('*', compress());
  site.use('*', async (c, next) => {
    await next();
    if (c.res === RESPONSE_ALREADY_SENT) return; // a rendered page: its headers went out with it
    if (c.res.ok && !c.res.headers.has('Cache-Control'))
      c.header(
        'Cache-Control',
        HASHED_ASSET.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
  });
  // The build writes a brotli copy of each text file beside it (the site's precompress integration),
  // at the highest quality, which is too slow to run per request.
  site.use('*', serveStatic({ root: staticDir, precompressed: true }));
  // The not-found page has an address of its own, where broken links are sent (spec: /404).
  site.get('/404', (c) => notFoundPage(c));
  if (render) {
    site.all('*', async (c, next) => {
      const { incoming, outgoing } = c.env;
      // The renderer writes the answer itself, so the headers every page carries are set first,
      // and the renderer's own values for them (its Content-Security-Policy) do not replace them.
      const undoHeaders = presetHeaders(outgoing, {
        'Cache-Control': 'no-cache',
        ...headersFor(new URL(c.req.url)),
      });
      const undoCompress = compressRenderedHtml(incoming, outgoing);
      const rendered = await new Promise<boolean>((done, fail) => {
        render(incoming, outgoing, () => done(false), { ...locals }).then(() => done(true), fail);
      });
      if (rendered) {
        // The encoder may still be flushing the page: it is sent once the response has finished (node-server
        // may write again on a Response it does not know as "already sent", which must not cut it).
        if (!outgoing.writableFinished)
          await new Promise((finished) => outgoing.once('finish', finished).once('close', finished));
        return RESPONSE_ALREADY_SENT;
      }
      undoCompress();
      undoHeaders();
      await next();
    });
  }
  site.notFound(notFoundPage);
  return {
    // Hono answers HEAD by running GET and copying its answer, which a page the renderer already
    // wrote cannot be; run it as GET: Node sends no body to a HEAD request whatever is written.
    // A kept page is answered here, before Hono's routing and middleware: on launch day nearly
    // every request is one, and this path builds nothing but the Response.
    fetch: (request: Request, env?: unknown) =>
      cachedPages?.answerKept(request, (env as NodeBindings | undefined)?.incoming) ??
      site.fetch(
        request.method === 'HEAD' ? new Request(request, { method: 'GET' }) : request,
        env as NodeBindings,
      ),
  };
}

/** `withStaticSite` on a loopback port (0: a free one), as `pnpm start` serves it; for tests and tools. */
export async function startSiteServer(
  api: FetchApp,
  root: string,
  port = 0,
  options: { pageCache?: PageCache } = {},
): Promise<{ origin: string; close(): Promise<void> }> {
  const app = await withStaticSite(api, root, options);
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port });
  keepIdleConnections(server);
  await new Promise((listening) => server.once('listening', listening));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((closed) => server.close(() => closed())) };
}
