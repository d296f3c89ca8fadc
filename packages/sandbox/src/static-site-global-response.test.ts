// @hono/node-server replaces the global Response with its own when it serves. A module that creates
// node-server's "already sent" marker after that (here: static-site, imported after the override)
// holds a marker node-server no longer recognises, so it writes an answer of its own after the
// renderer's and ends the socket. A gzip-compressed page still flushing must come out whole anyway.
// (With the sandbox project's shared modules, static-site may already be loaded: then this passes
// without the override mattering; on its own, it failed before the route waited for 'finish'.)
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { expect, it } from 'vitest';

getRequestListener(() => new Response(''));

it('a rendered page comes out whole when node-server stands in for the global Response', async () => {
  const { startSiteServer } = await import('./static-site');
  const { createApp } = await import('./app');
  const root = await mkdtemp(join(tmpdir(), 'rdc-site-global-response-'));
  await mkdir(join(root, 'client'));
  await mkdir(join(root, 'server'));
  await writeFile(join(root, 'client', '404.html'), '<h1>Page not found</h1>');
  await writeFile(
    join(root, 'server', 'entry.mjs'),
    `export async function handler(req, res, next) {
      if (req.url !== '/page') return next();
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<h1>Rendered</h1>');
    }`,
  );
  const { origin, close } = await startSiteServer(await createApp(), root);
  try {
    const res = await fetch(`${origin}/page`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe('<h1>Rendered</h1>');
  } finally {
    await close();
  }
}, 60_000);
