import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { withStaticSite } from './static-site';

describe('static site with the API on the same origin', async () => {
  const root = await mkdtemp(join(tmpdir(), 'rdc-site-'));
  await writeFile(join(root, 'index.html'), '<h1>home</h1>');
  await writeFile(join(root, '404.html'), '<h1>Page not found</h1>');
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

  it('passes /api/v1 to the API', async () => {
    const res = await get('/api/v1/nope');
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
