import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { startSiteServer, withStaticSite } from '../static-site';
import { login } from '../test-support/http';
import { createPageCache, PAGE_CACHE_RULES, pageCacheControl } from './page-cache';

/** A built site whose renderer shows an item's title and price, and how many renders it has done. */
async function siteWithRenderer() {
  const root = await mkdtemp(join(tmpdir(), 'rdc-cached-site-'));
  await mkdir(join(root, 'client'));
  await mkdir(join(root, 'server'));
  await writeFile(join(root, 'client', '404.html'), '<h1>Page not found</h1>');
  await writeFile(join(root, 'csp.json'), JSON.stringify({ policy: "default-src 'self'" }));
  await writeFile(
    join(root, 'server', 'entry.mjs'),
    `let renders = 0;
    export async function handler(req, res, next, locals) {
      if (req.url === '/settings') {
        renders += 1;
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<h1>Settings</h1><p>render ' + renders + '</p>');
      }
      const match = /^(\\/de)?\\/marketplace\\/(?:product\\/item|manufactory)\\/(\\d+)$/.exec(req.url);
      if (!match) return next();
      // As the site's middleware does: the request's language goes into its locals.
      const before = locals.locale;
      locals.locale = match[1] ? 'de' : 'en';
      const answer = await locals.apiFetch(new Request('http://site/api/v1/market/items/' + match[2]));
      renders += 1;
      if (answer.status !== 200) {
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<h1>NoItem</h1>');
      }
      const item = await answer.json();
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html lang="' + locals.locale + '"><p>locals had ' + before + '</p><h1>' + item.title + '</h1>');
      res.end('<p>USD ' + item.price.USD + '</p><p>render ' + renders + '</p>');
    }`,
  );
  return root;
}

const renderOf = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);

describe('pages whose HTML is the same for every visitor, on launch day', async () => {
  const root = await siteWithRenderer();
  const api = await createApp();
  let clock = 1_000_000;
  const cache = createPageCache(PAGE_CACHE_RULES, () => clock);
  const { origin, close } = await startSiteServer(api, root, 0, { pageCache: cache });
  const { accessToken: adminToken } = await login(api, 'admin', 'admin1234');
  const page = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers });
  const editItem = (body: object) =>
    fetch(`${origin}/api/v1/market/items/edit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  afterAll(close);

  it('sends an ETag and lets a shared cache keep the page briefly and serve it stale while it asks again', async () => {
    const res = await page('/marketplace/product/item/1');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=30',
    );
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('serves the kept copy to the next visitor, gzip-compressed or not, without rendering again', async () => {
    const first = await (await page('/marketplace/product/item/2')).text();
    const zipped = await page('/marketplace/product/item/2', { 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe(first);
    const plain = await page('/marketplace/product/item/2', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(first);
  });

  it('answers If-None-Match with 304 and no body while the page is unchanged', async () => {
    const { headers } = await page('/marketplace/product/item/3');
    const etag = headers.get('etag') ?? '';
    const again = await page('/marketplace/product/item/3', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('x-frame-options')).toBe('DENY');
    expect(
      (await page('/marketplace/product/item/3', { 'if-none-match': 'W/"something-else"' })).status,
    ).toBe(200);
  });

  it("shows an admin's new price on the next request: the edit drops the kept pages", async () => {
    const before = await page('/marketplace/product/item/4');
    const etag = before.headers.get('etag') ?? '';
    expect(await before.text()).not.toContain('USD 123456');
    expect((await editItem({ id: 4, price: { USD: 123456, RDC: 123456 } })).status).toBe(200);
    const after = await page('/marketplace/product/item/4', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('USD 123456');
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('drops the kept pages when the edit comes through another server of the same sandbox (a separate API origin)', async () => {
    const kept = await (await page('/marketplace/product/item/6')).text();
    expect(kept).not.toContain('USD 654321');
    const direct = await api.fetch(
      new Request('http://api.elsewhere/api/v1/market/items/edit', {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ id: 6, price: { USD: 654321, RDC: 654321 } }),
      }),
    );
    expect(direct.status).toBe(200);
    expect(await (await page('/marketplace/product/item/6')).text()).toContain('USD 654321');
  });

  it("renders a page that is not kept (a missing item's NoItem) once, and sends it as rendered", async () => {
    const before = renderOf(await (await page('/marketplace/product/item/8')).text());
    const missing = await page('/marketplace/product/item/99999');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('NoItem');
    expect(missing.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(missing.headers.get('etag')).toBeNull();
    // One render for the missing item, one for item 9: not a second render of the missing one.
    expect(renderOf(await (await page('/marketplace/product/item/9')).text())).toBe(before + 2);
  });

  it("keeps the pages through a player's own calls and through an admin call that changed nothing", async () => {
    const kept = renderOf(await (await page('/marketplace/product/item/5')).text());
    await login(api, 'demo', 'demo1234');
    expect(
      (
        await fetch(`${origin}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ alias: 'demo', password: 'demo1234' }),
        })
      ).status,
    ).toBe(200);
    expect((await editItem({ id: 'not a number' })).status).toBe(400);
    expect(renderOf(await (await page('/marketplace/product/item/5')).text())).toBe(kept);
  });

  it('serves a stale copy while one render replaces it, and renders afresh once it is too old', async () => {
    const first = renderOf(await (await page('/marketplace/product/item/6')).text());
    clock += (PAGE_CACHE_RULES.freshSeconds + 1) * 1000;
    expect(renderOf(await (await page('/marketplace/product/item/6')).text())).toBe(first);
    await expect
      .poll(async () => renderOf(await (await page('/marketplace/product/item/6')).text()))
      .toBeGreaterThan(first);
    const replaced = renderOf(await (await page('/marketplace/product/item/6')).text());
    clock += (PAGE_CACHE_RULES.freshSeconds + PAGE_CACHE_RULES.staleSeconds + 1) * 1000;
    expect(renderOf(await (await page('/marketplace/product/item/6')).text())).toBeGreaterThan(replaced);
  });

  it('keeps each language of a page under its own address, each request with locals of its own', async () => {
    const english = await page('/marketplace/product/item/4');
    const german = await page('/de/marketplace/product/item/4');
    const [englishHtml, germanHtml] = [await english.text(), await german.text()];
    expect(englishHtml).toContain('<html lang="en">');
    expect(germanHtml).toContain('<html lang="de">');
    for (const html of [englishHtml, germanHtml]) expect(html).toContain('locals had undefined');
    expect(german.headers.get('etag')).toMatch(/^W\//);
    expect(german.headers.get('etag')).not.toBe(english.headers.get('etag'));
    const again = await (await page('/de/marketplace/product/item/4')).text();
    expect(renderOf(again)).toBe(renderOf(germanHtml));
  });

  it("keeps the settings page: a visitor's screen for everyone, a player's settings drawn in their browser", async () => {
    const first = await page('/settings');
    expect(first.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
    const again = await page('/settings');
    expect(renderOf(await again.text())).toBe(renderOf(await first.text()));
  });

  it('keeps neither a missing product nor a page that differs by visitor', async () => {
    const missing = await page('/marketplace/product/item/999999');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
    const listing = await page('/marketplace/manufactory/1');
    expect(listing.headers.get('etag')).toBeNull();
    expect(listing.headers.get('cache-control')).toBe('no-cache');
    const again = await page('/marketplace/manufactory/1');
    expect(renderOf(await again.text())).toBeGreaterThan(renderOf(await listing.text()));
  });
});

describe('with fault injection on', async () => {
  const root = await siteWithRenderer();
  const { origin, close } = await startSiteServer(await createApp({ faults: [] }), root, 0, {
    pageCache: createPageCache(),
  });
  afterAll(close);

  it('a new fault rule reaches the next page: the kept pages go', async () => {
    expect((await fetch(`${origin}/marketplace/product/item/7`)).status).toBe(200);
    const rule = { method: 'GET', path: '/market/items/7', status: 404 };
    const added = await fetch(`${origin}/api/v1/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(rule),
    });
    expect(added.ok).toBe(true);
    const res = await fetch(`${origin}/marketplace/product/item/7`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('<h1>NoItem</h1>');
  });
});

describe('with the page cache off (SANDBOX_PAGE_CACHE=off)', async () => {
  const root = await siteWithRenderer();
  const cache = createPageCache({ ...PAGE_CACHE_RULES, maxEntries: 0 });
  const { origin, close } = await startSiteServer(await createApp(), root, 0, { pageCache: cache });
  afterAll(close);

  it('renders every request as it did before the cache: no ETag, no-cache', async () => {
    const first = await fetch(`${origin}/marketplace/product/item/1`);
    const second = await fetch(`${origin}/marketplace/product/item/1`);
    expect(renderOf(await second.text())).toBeGreaterThan(renderOf(await first.text()));
    expect(second.headers.get('etag')).toBeNull();
    expect(second.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('a kept page answered before the site app sees the request', async () => {
  const root = await siteWithRenderer();
  const api = await createApp();
  const site = await withStaticSite(api, root, { pageCache: createPageCache() });
  afterAll(() => api.close());
  const url = 'http://site.test/marketplace/product/item/1';
  /** A GET whose Headers object must not be read: Node's own request holds the headers. */
  const withoutHeaders = () =>
    Object.defineProperty(new Request(url), 'headers', {
      get() {
        throw new Error('the Headers of a kept page’s request were built');
      },
    });
  const served = async (incomingHeaders: Record<string, string>) =>
    site.fetch(withoutHeaders(), { incoming: { headers: incomingHeaders } });

  it('reads Node’s request headers and sends the bytes and headers built when the page was kept', async () => {
    const first = await site.fetch(new Request(url));
    expect(first.status).toBe(200);
    const html = await first.text();
    const etag = first.headers.get('etag') ?? '';

    const zipped = await served({ 'accept-encoding': 'gzip, deflate' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('etag')).toBe(etag);
    expect(zipped.headers.get('content-security-policy')).toContain("default-src 'self'");
    const body = new Uint8Array(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get('content-length'))).toBe(body.byteLength);
    expect(gunzipSync(body).toString()).toBe(html);

    // A browser's Accept-Encoding: brotli, smaller than gzip, the same page.
    const brotli = await served({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('etag')).toBe(etag);
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    const brotliBody = new Uint8Array(await brotli.arrayBuffer());
    expect(Number(brotli.headers.get('content-length'))).toBe(brotliBody.byteLength);
    expect(brotliBody.byteLength).toBeLessThan(body.byteLength);
    expect(brotliDecompressSync(brotliBody).toString()).toBe(html);

    const plain = await served({});
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(html)));
    expect(await plain.text()).toBe(html);

    const unchanged = await served({ 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('cache-control')).toBe(pageCacheControl());
    expect(unchanged.headers.get('x-frame-options')).toBe('DENY');
  });

  it('leaves a page not kept to the site app, which reads the request to render it', async () => {
    const notKept = Object.defineProperty(
      new Request('http://site.test/marketplace/product/item/2'),
      'headers',
      {
        get() {
          throw new Error('read');
        },
      },
    );
    expect((await site.fetch(notKept, { incoming: { headers: {} } })).status).toBe(500);
    const kept = await site.fetch(withoutHeaders(), { incoming: { headers: {} } });
    expect(kept.status).toBe(200);
  });
});
