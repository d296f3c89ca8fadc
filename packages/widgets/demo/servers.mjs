// The partner demo's two origins: the API (the sandbox, with CORS for the partner origin) and
// the partner's own page with the bundle. Used by `pnpm --filter @rdc/widgets demo` and by the
// browser tests (e2e/), which also ask for a strict CSP, a hostile stylesheet or a second copy.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEMO_DIR = fileURLToPath(new URL('.', import.meta.url));
const CDN_DIR = fileURLToPath(new URL('../dist/cdn/', import.meta.url));
/** The package's root: the manifest (custom-elements.json) the partner's log reads the events from. */
const PACKAGE_DIR = fileURLToPath(new URL('../', import.meta.url));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Listens on 127.0.0.1 (port 0: a free one) and resolves with the origin. */
function listen(server, port = 0) {
  // Idle connections stay open 65 s, as the sandbox's own servers keep them
  // (packages/sandbox/src/http/idle-connections.ts): a client reusing one just as Node's default
  // 5 s closes it loses its request (ECONNRESET), and a POST is not sent again.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
  });
}

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Serves a fetch handler (the sandbox's `app.fetch`) over node:http. */
export async function toNodeHandler(fetchHandler, origin, request, response, extraHeaders = {}) {
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const answer = await fetchHandler(
    new Request(new URL(request.url, origin), { method: request.method, headers, body }),
  );
  const out = Object.fromEntries(answer.headers);
  response.writeHead(answer.status, { ...out, ...extraHeaders });
  response.end(Buffer.from(await answer.arrayBuffer()));
}

/** The API origin: `fetchHandler` (the sandbox app, which answers CORS itself) on a loopback port. */
export async function startApiServer({ fetchHandler, port = 0 }) {
  let origin = '';
  const server = createServer((request, response) => {
    toNodeHandler(fetchHandler, origin, request, response).catch((error) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 5000, message: String(error) }));
    });
  });
  origin = await listen(server, port);
  return {
    origin,
    apiBase: `${origin}/api/v1`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The hostile host stylesheet of the browser tests. */
export const HOSTILE_CSS = `* { all: revert !important; font-size: 40px !important; line-height: 3 !important; }
button, a, p, span, li, ul, div { display: inline !important; color: #ff00ff !important; background: yellow !important; }
:host, ::slotted(*) { display: none !important; }
`;

/** A page with one widget and nothing else. */
function onePage(apiBase, tag, attributes) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>One widget</title>
    <meta name="rdc:api-base" content="${apiBase}" />
    <script type="module" src="rdc-widgets.js"></script>
  </head>
  <body>
    <main><${tag} ${attributes.replace(/[<>]/g, '')}></${tag}></main>
  </body>
</html>
`;
}

/**
 * The partner origin: the demo page (its meta tag pointing at `apiBase`) and the bundle, which
 * any origin may load (a module script from another origin needs CORS).
 * Query parameters on the page shape the test variants:
 *   csp=strict   the page comes with `default-src 'self'; style-src 'self'` (plus the API in connect-src)
 *   hostile=1    a hostile stylesheet is added after the partner's own
 *   twice=1      the bundle is loaded twice from one URL and once more from a second copy (/copy2/)
 *   only=TAG     a page with only that widget (download tests); attributes=… its attributes
 *   lang=de      the page declares that language on <html> (the widgets follow it)
 *   dir=rtl      the page is written right to left (<html dir="rtl">)
 */
export async function startPartnerServer({ apiBase: initialApiBase = '', port = 0 }) {
  let apiBase = initialApiBase;
  const server = createServer(async (request, response) => {
    try {
      const apiOrigin = new URL(apiBase).origin;
      const url = new URL(request.url, 'http://partner');
      const params = url.searchParams;
      const headers = {};
      if (params.get('csp') === 'strict') {
        headers['content-security-policy'] =
          `default-src 'self'; style-src 'self'; connect-src 'self' ${apiOrigin}`;
      }
      if (url.pathname === '/' || url.pathname === '/partner.html') {
        let html = await readFile(join(DEMO_DIR, 'partner.html'), 'utf8');
        html = html.replace(/(<meta name="rdc:api-base" content=")[^"]*(")/, `$1${apiBase}$2`);
        if (params.get('hostile') === '1') {
          html = html.replace('</head>', '    <link rel="stylesheet" href="hostile.css" />\n  </head>');
        }
        if (params.get('twice') === '1') {
          const copies =
            '<script type="module" src="rdc-widgets.js"></script>\n    <script type="module" src="copy2/rdc-widgets.js"></script>';
          html = html.replace(
            '<script type="module" src="rdc-widgets.js"></script>',
            `<script type="module" src="rdc-widgets.js"></script>\n    ${copies}`,
          );
        }
        const only = params.get('only');
        if (only && /^rdc-[a-z-]+$/.test(only)) html = onePage(apiBase, only, params.get('attributes') ?? '');
        const lang = params.get('lang');
        if (lang && /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test(lang))
          html = html.replace('<html lang="en">', `<html lang="${lang}">`);
        if (params.get('dir') === 'rtl')
          html = html.replace(/<html lang="([^"]*)">/, '<html lang="$1" dir="rtl">');
        response.writeHead(200, { ...headers, 'content-type': TYPES['.html'], 'cache-control': 'no-store' });
        response.end(html);
        return;
      }
      if (url.pathname === '/hostile.css') {
        response.writeHead(200, { ...headers, 'content-type': TYPES['.css'] });
        response.end(HOSTILE_CSS);
        return;
      }
      const path = url.pathname.replace(/^\/copy2\//, '/');
      const dir = ['/partner.css', '/partner-log.js'].includes(path)
        ? DEMO_DIR
        : path === '/custom-elements.json'
          ? PACKAGE_DIR
          : CDN_DIR;
      const file = normalize(join(dir, path));
      if (!file.startsWith(dir) || !(await stat(file).catch(() => null))?.isFile()) {
        response.writeHead(404, { ...headers, 'content-type': 'text/plain' });
        response.end('not found');
        return;
      }
      response.writeHead(200, {
        ...headers,
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
      });
      createReadStream(file).pipe(response);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    }
  });
  const origin = await listen(server, port);
  return {
    origin,
    /** Points the page's meta tag at another API (the API may start after the page's origin is known). */
    setApiBase: (base) => {
      apiBase = base;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
