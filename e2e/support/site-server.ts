import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { toNodeHandler } from '../../packages/widgets/demo/servers.mjs';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** The built static site with the API on the same origin under /api/v1, as `pnpm start` serves it. */
export async function startSiteServer({ fetchHandler, dir }: { fetchHandler: (request: Request) => Response | Promise<Response>; dir: string }) {
  let origin = '';
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://site');
    if (url.pathname.startsWith('/api/v1/')) {
      await toNodeHandler(fetchHandler, origin, request, response);
      return;
    }
    const candidates = [url.pathname, join(url.pathname, 'index.html'), `${url.pathname}.html`];
    for (const candidate of candidates) {
      const file = normalize(join(dir, decodeURIComponent(candidate)));
      if (!file.startsWith(dir)) break;
      if ((await stat(file).catch(() => null))?.isFile()) {
        response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        createReadStream(file).pipe(response);
        return;
      }
    }
    response.writeHead(404, { 'content-type': TYPES['.html'] });
    createReadStream(join(dir, '404.html')).on('error', () => response.end('not found')).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
