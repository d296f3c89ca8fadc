// Fault injection: latency, a forced status or server code, a dropped connection and a malformed
// body, in-process and over a real socket; off unless asked for.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi, createClient, createMemoryTokenStore } from '@rdc/core';
import { createApp } from '../app';
import { call, login } from '../test-support/http';
import { MALFORMED_BODY } from './inject';

describe('fault injection', async () => {
  const app = await createApp({
    faults: [{ path: '/market/period/list', status: 503, code: 1006, message: 'no response from gate' }],
  });
  const plain = await createApp();
  afterAll(async () => {
    await app.close();
    await plain.close();
  });
  const rules = () => call(app, 'GET', '/__sandbox/faults');
  const addRule = (rule: Record<string, unknown>) => call(app, 'POST', '/__sandbox/faults', { body: rule });

  it('is off by default: no control endpoint and no faults', async () => {
    expect((await call(plain, 'GET', '/__sandbox/faults')).status).toBe(404);
    expect((await call(plain, 'POST', '/market/period/list')).status).toBe(200);
  });

  it('applies the rules it was started with', async () => {
    const res = await call(app, 'POST', '/market/period/list');
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ code: 1006, message: 'no response from gate' });
    expect((await rules()).json.rules).toEqual([
      expect.objectContaining({ id: 1, path: '/market/period/list', hits: 1 }),
    ]);
  });

  it('PUT replaces the rules, DELETE clears them', async () => {
    const put = await call(app, 'PUT', '/__sandbox/faults', {
      body: { rules: [{ path: '/wallet', status: 500 }] },
    });
    expect(put.json.rules).toEqual([expect.objectContaining({ path: '/wallet', status: 500 })]);
    expect((await call(app, 'POST', '/market/period/list')).status).toBe(200);
    expect((await call(app, 'DELETE', '/__sandbox/faults')).json).toEqual({ rules: [] });
  });

  it('refuses a rule it does not understand with 400 / 1000', async () => {
    const res = await addRule({ path: '/wallet', latency: 100 });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(1000);
    expect((await rules()).json.rules).toEqual([]);
  });

  it('adds latency', async () => {
    await addRule({ path: '/market/period/list', latencyMs: 300, times: 1 });
    const started = performance.now();
    const res = await call(app, 'POST', '/market/period/list');
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect((await rules()).json.rules).toEqual([]);
  });

  it('forces a server code with status 200 (an ok status that carries code 1004 is not ok for the client)', async () => {
    const { accessToken } = await login(app);
    await addRule({ path: '/wallet/*', method: 'GET', code: 1004, times: 1 });
    const res = await call(app, 'GET', '/wallet/balance', { token: accessToken });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ code: 1004, message: 'sandbox fault: status 200' });
    expect((await call(app, 'GET', '/wallet/balance', { token: accessToken })).json).toEqual({
      balance: 100_000,
    });
  });

  it('matches by method: a GET rule leaves POST alone', async () => {
    await addRule({ path: '/market/**', method: 'GET', status: 500 });
    expect((await call(app, 'POST', '/market/period/list')).status).toBe(200);
    await call(app, 'DELETE', '/__sandbox/faults');
  });

  it('answers a malformed body: 200 with truncated JSON', async () => {
    await addRule({ path: '/market/coins_package/list', malformed: true, times: 1 });
    const res = await call(app, 'POST', '/market/coins_package/list', { body: {} });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.text).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(res.text)).toThrow();
  });

  it('drops the connection in-process: the fetch rejects, as a network failure does', async () => {
    await addRule({ path: '/market/period/list', drop: true, times: 1 });
    await expect(
      app.fetch(new Request('http://sandbox.test/api/v1/market/period/list', { method: 'POST' })),
    ).rejects.toThrow(/connection dropped/);
  });

  describe('over a real socket', async () => {
    const server: Server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('a dropped connection closes the socket without an answer', async () => {
      await addRule({ path: '/market/period/list', drop: true, times: 1 });
      await expect(fetch(`${base}/market/period/list`, { method: 'POST' })).rejects.toThrow(/fetch failed/);
      expect((await fetch(`${base}/market/period/list`, { method: 'POST' })).status).toBe(200);
    });

    it("the @rdc/core client sees each fault as the spec's error catalogue says", async () => {
      const api = createApi(
        createClient({ baseUrl: base, tokens: createMemoryTokenStore(), timeoutMs: 1000 }),
      );
      await addRule({ path: '/market/period/list', drop: true, times: 1 });
      await expect(api.market.periods.list()).rejects.toMatchObject({ status: 0, kind: 'network' });
      await addRule({ path: '/market/period/list', latencyMs: 1500, times: 1 });
      await expect(api.market.periods.list()).rejects.toMatchObject({ kind: 'timeout' });
      await addRule({
        path: '/market/period/list',
        status: 502,
        code: 1008,
        message: 'proxy bad gateway',
        times: 1,
      });
      await expect(api.market.periods.list()).rejects.toMatchObject({
        status: 502,
        code: 1008,
        message: 'proxy bad gateway',
      });
      await addRule({ path: '/market/period/list', malformed: true, times: 1 });
      await expect(api.market.periods.list()).rejects.toMatchObject({ kind: 'invalid-response' });
      expect((await api.market.periods.list()).count).toBeGreaterThan(0);
    });
  });
});
