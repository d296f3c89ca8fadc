import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { Agent, get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { startSiteServer, withStaticSite } from './static-site';

describe('static site with the API on the same origin', async () => {
  const root = await mkdtemp(join(tmpdir(), 'rdc-site-'));
  await writeFile(join(root, 'index.html'), '<h1>home</h1>');
  await writeFile(join(root, '404.html'), '<h1>Page not found</h1>');
  const script = `export const stars = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `star ${i}`))};`;
  await mkdir(join(root, '_astro'));
  await writeFile(join(root, '_astro', 'page.Ab12Cd34.js'), script);
  // A file with the brotli copy the build writes beside it (the site's precompress integration).
  const chunk = `export const planets = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `planet ${i}`))};`;
  await writeFile(join(root, '_astro', 'chunk.Ef56Gh78.js'), chunk);
  await writeFile(join(root, '_astro', 'chunk.Ef56Gh78.js.br'), brotliCompressSync(chunk));
  const app = await withStaticSite(await createApp(), root);
  const get = (path: string) => app.fetch(new Request(`http://localhost${path}`));

  it('serves the built pages', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>home</h1>');
  });

  it('answers an unknown page with the site 404 page', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found');
  });

  it('compresses text for a browser that accepts gzip, and the bytes come back the same', async () => {
    const res = await app.fetch(
      new Request('http://localhost/_astro/page.Ab12Cd34.js', {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      }),
    );
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const compressed = new Uint8Array(await res.arrayBuffer());
    expect(compressed.byteLength).toBeLessThan(script.length / 2);
    expect(gunzipSync(compressed).toString('utf8')).toBe(script);
    const plain = await get('/_astro/page.Ab12Cd34.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it("sends a browser that takes brotli the build's brotli copy of a file, with the file's type, and gzip to one that does not", async () => {
    const brotli = await app.fetch(
      new Request('http://localhost/_astro/chunk.Ef56Gh78.js', {
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      }),
    );
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(new Uint8Array(await brotli.arrayBuffer())).toString('utf8')).toBe(chunk);

    const zipped = await app.fetch(
      new Request('http://localhost/_astro/chunk.Ef56Gh78.js', { headers: { 'accept-encoding': 'gzip' } }),
    );
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await zipped.arrayBuffer())).toString('utf8')).toBe(chunk);
    expect(await (await get('/_astro/chunk.Ef56Gh78.js')).text()).toBe(chunk);
  });

  it('lets browsers keep hashed assets for good and revalidate pages', async () => {
    expect((await get('/_astro/page.Ab12Cd34.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/no/such/page')).headers.get('cache-control')).toBeNull();
  });

  it('sends nosniff and the referrer policy, and no CSP for a build that declares none', async () => {
    for (const path of ['/', '/_astro/page.Ab12Cd34.js', '/no/such/page']) {
      const res = await get(path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('content-security-policy')).toBeNull();
    }
  });

  it('passes /api/v1 to the API', async () => {
    const res = await get('/api/v1/nope');
    expect(res.headers.get('content-type')).toContain('application/json');
  });

  // A large answer is compressed in zlib's thread pool, a small one on the spot: both the same way.
  it.each([
    ['a package list, 200 kB of JSON', '/api/v1/market/packages/list', {}],
    [
      "the search box's page of ten, about 5 kB",
      '/api/v1/market/items/list',
      { search: 'a', pagination: { limit: 10 } },
    ],
  ])(
    "compresses the API's JSON for a browser that accepts gzip (%s), and it parses the same",
    async (_what, path, body) => {
      const list = () =>
        new Request(`http://localhost${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const plain = await app.fetch(list());
      expect(plain.headers.get('content-encoding')).toBeNull();
      const text = await plain.text();
      expect(text.length).toBeGreaterThan(2048);
      const zipped = await app.fetch(
        new Request(list(), { headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' } }),
      );
      expect(zipped.status).toBe(200);
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      const bytes = new Uint8Array(await zipped.arrayBuffer());
      expect(bytes.byteLength).toBeLessThan(text.length / 3);
      expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(text));
      // Compressed in one piece, so its length is known: no chunked transfer.
      expect(zipped.headers.get('content-length')).toBe(String(bytes.byteLength));
      expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    },
  );

  it('leaves a small JSON answer and a HEAD uncompressed', async () => {
    const small = await app.fetch(
      new Request('http://localhost/api/v1/nope', { headers: { 'accept-encoding': 'gzip' } }),
    );
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await small.text())).toHaveProperty('code');
  });
});

describe("a site build with pages rendered on demand (Astro's Node adapter, middleware mode)", async () => {
  const root = await mkdtemp(join(tmpdir(), 'rdc-ssr-site-'));
  await mkdir(join(root, 'client'));
  await mkdir(join(root, 'server'));
  await writeFile(join(root, 'client', 'index.html'), '<h1>static home</h1>');
  await writeFile(join(root, 'client', '404.html'), '<h1>Page not found</h1>');
  await mkdir(join(root, 'client', '_astro'));
  await writeFile(join(root, 'client', '_astro', 'frame.Ab12Cd34.js'), 'export const frame = 1;');
  await writeFile(join(root, 'client', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(
    join(root, 'csp.json'),
    JSON.stringify({ policy: "default-src 'self'; script-src 'self' 'sha256-abc='" }),
  );
  // A renderer that renders /lots/{id} from the API it is handed, and passes on anything else.
  await writeFile(
    join(root, 'server', 'entry.mjs'),
    `export async function handler(req, res, next, locals) {
      const match = /^\\/lots\\/(\\d+)$/.exec(req.url);
      if (!match) return next();
      const answer = await locals.apiFetch(new Request('http://site/api/v1/market/items/' + match[1]));
      res.writeHead(answer.status === 200 ? 200 : 404, { 'content-type': 'text/html' });
      res.end('<h1>' + (answer.status === 200 ? (await answer.json()).title : 'NoItem') + '</h1>');
    }`,
  );
  const { origin, close } = await startSiteServer(await createApp(), root);

  it('serves the prerendered pages from the client folder', async () => {
    const res = await fetch(`${origin}/`);
    expect(await res.text()).toBe('<h1>static home</h1>');
  });

  it('renders an on-demand page in the process, with the API reached in-process', async () => {
    const res = await fetch(`${origin}/lots/1`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^<h1>.+<\/h1>$/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const head = await fetch(`${origin}/lots/1`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const missing = await fetch(`${origin}/lots/999999`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<h1>NoItem</h1>');
  });

  it('tells a client its idle connection stays open 65 s, longer than a proxy in front keeps its own', async () => {
    // A request sent on a connection the server is closing is lost; the client must close first.
    const agent = new Agent({ keepAlive: true });
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      httpGet(`${origin}/`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['keep-alive']?.toString()));
      }).on('error', reject);
    });
    agent.destroy();
    expect(keepAlive).toBe('timeout=65');
  });

  it("every answer carries the site's security headers: prerendered, rendered on demand, missing, HEAD", async () => {
    for (const [path, method] of [
      ['/', 'GET'],
      ['/lots/1', 'GET'],
      ['/lots/1', 'HEAD'],
      ['/lots/999999', 'GET'],
      ['/no/such/page', 'GET'],
    ] as const) {
      const res = await fetch(`${origin}${path}`, { method });
      const reportEndpoint = `${origin}/api/v1/csp-report`;
      expect(res.headers.get('content-security-policy'), path).toBe(
        `default-src 'self'; script-src 'self' 'sha256-abc='; report-uri ${reportEndpoint}; report-to rdc-csp; frame-ancestors 'none'`,
      );
      expect(res.headers.get('reporting-endpoints'), path).toBe(`rdc-csp="${reportEndpoint}"`);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
  });

  it("a script goes without the page's policy, which does nothing on it, and with nosniff; an SVG, which can be opened as a page, with the policy", async () => {
    const script = await fetch(`${origin}/_astro/frame.Ab12Cd34.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    for (const name of [
      'content-security-policy',
      'reporting-endpoints',
      'x-frame-options',
      'permissions-policy',
    ])
      expect(script.headers.get(name), name).toBeNull();
    const svg = await fetch(`${origin}/favicon.svg`);
    expect(svg.headers.get('content-security-policy')).toMatch(
      /^default-src 'self'.*frame-ancestors 'none'$/,
    );
    expect(svg.headers.get('x-frame-options')).toBe('DENY');
  });

  it('compresses a rendered page, brotli for a browser that takes it, gzip for one that takes only gzip, plain for one that takes neither', async () => {
    const zipped = await fetch(`${origin}/lots/1`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(await zipped.text()).toMatch(/^<h1>.+<\/h1>$/); // fetch gunzips: the bytes decode to the page
    const plain = await fetch(`${origin}/lots/1`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const page = await plain.text();
    expect(await (await fetch(`${origin}/lots/1`)).text()).toBe(page);

    // A browser's Accept-Encoding: the page streams through brotli (fetch decodes it).
    const brotli = await fetch(`${origin}/lots/1`, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(await brotli.text()).toBe(page);
  });

  it('answers a path neither the files nor the renderer know with the site 404 page', async () => {
    const res = await fetch(`${origin}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found');
    await close();
  });
});
