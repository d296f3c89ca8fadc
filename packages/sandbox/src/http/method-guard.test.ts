// "TRACE /anything answers 500 and logs a stack trace for each request. Unknown methods answer 405
// without a stack trace."
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { startSiteServer } from '../static-site';

describe('unknown HTTP methods', async () => {
  const lines: string[] = [];
  const app = await createApp({ log: (line) => lines.push(line) });
  // Over a real socket: the Fetch API cannot build a TRACE request, so only Node's server sees one.
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const port = (server.address() as AddressInfo).port;
  afterAll(async () => {
    await new Promise((closed) => server.close(closed));
    await app.close();
  });
  const send = (method: string, path: string, to = port) =>
    new Promise<{ status: number; allow: string | undefined; body: string }>((done, fail) => {
      const req = request({ host: '127.0.0.1', port: to, method, path }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
      });
      req.on('error', fail);
      req.end();
    });

  for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'PURGE']) {
    it(`${method} /api/v1/anything answers 405 with Allow, and nothing is logged as an error`, async () => {
      const answer = await send(method, '/api/v1/anything');
      expect(answer.status).toBe(405);
      expect(answer.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(JSON.parse(answer.body)).toEqual({ code: 1000, message: `the method ${method} is not allowed` });
      expect(lines.filter((line) => line.startsWith('error'))).toEqual([]);
    });
  }

  it('known methods still reach their calls', async () => {
    expect((await send('GET', '/api/v1/market/manufacturer/list')).status).not.toBe(405);
    expect((await send('POST', '/api/v1/no/such/call')).status).toBe(404);
  });

  it('the served site (pnpm start) answers TRACE /anything 405 too, as text', async () => {
    const root = await mkdtemp(join(tmpdir(), 'rdc-site-'));
    await writeFile(join(root, 'index.html'), '<h1>home</h1>');
    const site = await startSiteServer(app, root);
    try {
      const answer = await send('TRACE', '/anything', Number(new URL(site.origin).port));
      expect(answer.status).toBe(405);
      expect(answer.body).toBe('the method TRACE is not allowed');
      expect(lines.filter((line) => line.startsWith('error'))).toEqual([]);
    } finally {
      await site.close();
    }
  });
});
