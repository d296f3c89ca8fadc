import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { withStaticSite } from './static-site';

describe('static site with the API on the same origin', async () => {
  const root = await mkdtemp(join(tmpdir(), 'rdc-site-'));
  await writeFile(join(root, 'index.html'), '<h1>home</h1>');
  await writeFile(join(root, '404.html'), '<h1>Page not found</h1>');
  const script = `export const stars = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `star ${i}`))};`;
  await mkdir(join(root, '_astro'));
  await writeFile(join(root, '_astro', 'page.Ab12Cd34.js'), script);
  const app = withStaticSite(await createApp(), root);
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
    const res = await app.fetch(new Request('http://localhost/_astro/page.Ab12Cd34.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } }));
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const compressed = new Uint8Array(await res.arrayBuffer());
    expect(compressed.byteLength).toBeLessThan(script.length / 2);
    expect(gunzipSync(compressed).toString('utf8')).toBe(script);
    const plain = await get('/_astro/page.Ab12Cd34.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('lets browsers keep hashed assets for good and revalidate pages', async () => {
    expect((await get('/_astro/page.Ab12Cd34.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/no/such/page')).headers.get('cache-control')).toBeNull();
  });

  it('passes /api/v1 to the API', async () => {
    const res = await get('/api/v1/nope');
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
