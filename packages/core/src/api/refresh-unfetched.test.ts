// The token refresh (./refresh.ts, fetched on demand) cannot be fetched: offline, or a deploy
// replaced the chunk. In a file of its own, so that the module stands in for the failed fetch here
// only.
import { afterEach, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { createMemoryPersistence } from '../session/persistence';
import { createSession } from '../session/session';
import { createClient } from './client';
import type { ApiError } from './errors';
import { makeTokens, sendJson, startServer, type TestServer } from '../../test/loopback-server';

vi.mock('./refresh', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
});

it('the call fails as without a network, and the session stays', async () => {
  server = await startServer((_request, response) => sendJson(response, 401, { message: 'expired' }));
  const session = createSession(createMemoryPersistence());
  session.setSession(makeTokens(7));
  const client = createClient({ baseUrl: `${server.origin}/api/v1`, tokens: session.tokenStore });

  const error = await client.call('POST', '/market/items/list', { schema: z.unknown() }).then(
    () => null,
    (failure: unknown) => failure as ApiError,
  );

  expect(error).toMatchObject({ name: 'ApiError', kind: 'network', status: 0 });
  expect(session.$isLoggedIn.get()).toBe(true);
  expect(server.requests.map((request) => request.url)).toEqual(['/api/v1/market/items/list']);
});
