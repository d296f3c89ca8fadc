import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { makeTokens, sendJson, startServer } from '../test/loopback-server';
import { getApi } from './api/page-api';
import { configure, getApiBase, getClient, resetConfig } from './config';
import { pageSession } from './session/page-session';

afterEach(() => {
  resetConfig();
  pageSession.logout();
});

describe('page configuration', () => {
  it('defaults to the same-origin base /api/v1 and a 5000 ms timeout, with no document (Node)', () => {
    expect(getApiBase()).toBe('/api/v1');
    expect(getClient().baseUrl).toBe('/api/v1');
    expect(getClient().timeoutMs).toBe(5000);
  });

  it('creates the client once and reuses it', () => {
    expect(getClient()).toBe(getClient());
  });

  it('configure() sets an absolute base, fetch and timeout for the next client', async () => {
    const server = await startServer((request, response) => sendJson(response, 200, { path: request.url }));
    try {
      const before = getClient();
      const seen: string[] = [];
      configure({
        apiBase: `${server.origin}/api/v1`,
        timeoutMs: 1234,
        fetch: (request) => {
          seen.push(request.url);
          return fetch(request);
        },
      });

      const client = getClient();
      expect(client).not.toBe(before);
      expect(client.timeoutMs).toBe(1234);
      await expect(
        client.call('GET', '/wallet', { schema: z.object({ path: z.string() }) }),
      ).resolves.toEqual({ path: '/api/v1/wallet' });
      expect(seen).toEqual([`${server.origin}/api/v1/wallet`]);
    } finally {
      await server.close();
    }
  });

  it('the page client reads and refreshes the page session', async () => {
    const server = await startServer((request, response) => {
      if (request.url === '/api/v1/auth/refresh') return sendJson(response, 200, makeTokens(4, 2));
      if (request.headers.authorization === `Bearer ${makeTokens(4, 2).accessToken}`)
        return sendJson(response, 200, { ok: true });
      sendJson(response, 401, { message: 'expired' });
    });
    try {
      pageSession.setSession(makeTokens(4));
      configure({ apiBase: `${server.origin}/api/v1` });

      await expect(
        getClient().call('GET', '/wallet', { schema: z.object({ ok: z.boolean() }) }),
      ).resolves.toEqual({ ok: true });
      expect(pageSession.tokenStore.getTokens()).toEqual(makeTokens(4, 2));
    } finally {
      await server.close();
    }
  });
});

describe('page api', () => {
  it('binds every domain to the page client and follows configure()', async () => {
    const server = await startServer((request, response) => sendJson(response, 200, { balance: 12345 }));
    try {
      const first = getApi();
      expect(getApi()).toBe(first);
      configure({ apiBase: `${server.origin}/api/v1` });
      const api = getApi();
      expect(api).not.toBe(first);

      await api.wallet.balance();
      expect(server.requests).toHaveLength(1);
      expect(server.requests[0]?.url).toMatch(/^\/api\/v1\/wallet/);
    } finally {
      await server.close();
    }
  });
});
