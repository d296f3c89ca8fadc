import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { createMemoryPersistence } from '../session/persistence';
import { createSession } from '../session/session';
import type { Session } from '../session/session';
import { createClient } from './client';
import type { ClientOptions } from './client';
import { ApiError, isApiError } from './errors';
import { delay, makeTokens, sendJson, startServer } from '../../test/loopback-server';
import type { Handler, ReceivedRequest, TestServer } from '../../test/loopback-server';

const Thing = z.object({ id: z.number(), name: z.string() });
const servers: TestServer[] = [];

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(handler: Handler) {
  const server = await startServer(handler);
  servers.push(server);
  return server;
}

/** A logged-in session (in memory) and a client against the server's /api/v1. */
function setup(server: TestServer, options: Partial<ClientOptions> = {}, tokens = makeTokens(7)) {
  const session: Session = createSession(createMemoryPersistence());
  session.setSession(tokens);
  const client = createClient({ baseUrl: `${server.origin}/api/v1`, tokens: session.tokenStore, ...options });
  return { session, client };
}

const bearer = (request: ReceivedRequest) => request.headers.authorization;
const isRefresh = (request: ReceivedRequest) => request.url === '/api/v1/auth/refresh';
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

describe('requests (accounts-cart-checkout.md §7: "Base path /api/v1. Authorised calls send a bearer token and a JSON body.")', () => {
  it('sends Authorization: Bearer <access token> and a JSON body under the base path', async () => {
    const server = await serve((_request, response) => sendJson(response, 200, { id: 1, name: 'Hull' }));
    const tokens = makeTokens(7);
    const { client } = setup(server, {}, tokens);

    const answer = await client.call('POST', '/market/items/list', {
      schema: Thing,
      body: { pagination: { limit: 10 } },
    });

    expect(answer).toEqual({ id: 1, name: 'Hull' });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/v1/market/items/list');
    expect(request && bearer(request)).toBe(`Bearer ${tokens.accessToken}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.json).toEqual({ pagination: { limit: 10 } });
  });

  it('sends no Authorization header with auth: false, even when logged in', async () => {
    const server = await serve((_request, response) => sendJson(response, 200, { id: 1, name: 'Hull' }));
    const { client } = setup(server);

    await client.call('POST', '/auth/login', {
      schema: Thing,
      auth: false,
      body: { alias: 'demo', password: 'demo1234' },
    });

    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends no Authorization header for a guest', async () => {
    const server = await serve((_request, response) => sendJson(response, 200, { id: 1, name: 'Hull' }));
    const session = createSession(createMemoryPersistence());
    const client = createClient({ baseUrl: `${server.origin}/api/v1`, tokens: session.tokenStore });

    await client.call('GET', '/market/period/list', { schema: Thing });

    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("adds the query to the URL and passes the caller's headers", async () => {
    const server = await serve((_request, response) => sendJson(response, 200, { id: 1, name: 'Hull' }));
    const { client } = setup(server);

    await client.call('GET', 'entity-url/list', {
      schema: Thing,
      query: { limit: 10, search: 'hull', skip: undefined },
      headers: { 'idempotency-key': 'k1' },
    });

    expect(server.requests[0]?.url).toBe('/api/v1/entity-url/list?limit=10&search=hull');
    expect(server.requests[0]?.headers['idempotency-key']).toBe('k1');
  });

  it('uses the same-origin relative base /api/v1 by default', async () => {
    const server = await serve((_request, response) => sendJson(response, 200, { id: 1, name: 'Hull' }));
    // The page's origin is the test server: a relative URL resolves against it, as it would in a browser.
    vi.stubGlobal('location', new URL(`${server.origin}/marketplace`));
    const session = createSession(createMemoryPersistence());
    const client = createClient({ tokens: session.tokenStore });

    expect(client.baseUrl).toBe('/api/v1');
    await client.call('GET', '/wallet', { schema: Thing });

    expect(server.requests[0]?.url).toBe('/api/v1/wallet');
    vi.unstubAllGlobals();
  });

  it('accepts an in-process handler taking one Request (such as a Hono app.fetch)', async () => {
    const seen: Request[] = [];
    const handler = async (request: Request) => {
      seen.push(request);
      return Response.json({ id: 2, name: ((await request.json()) as { name: string }).name });
    };
    const session = createSession(createMemoryPersistence());
    const client = createClient({
      baseUrl: 'http://sandbox.test/api/v1',
      fetch: handler,
      tokens: session.tokenStore,
    });

    await expect(
      client.call('POST', '/market/items/add', { schema: Thing, body: { name: 'Hull' } }),
    ).resolves.toEqual({ id: 2, name: 'Hull' });
    expect(seen[0]?.url).toBe('http://sandbox.test/api/v1/market/items/add');
  });
});

describe('answers (accounts-cart-checkout.md §7: "A call counts as successful on 200 or 204")', () => {
  it('is ok on 204: the schema is given undefined', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(204);
      response.end();
    });
    const { client } = setup(server);

    await expect(
      client.call('POST', '/payment_card/delete', { schema: z.undefined() }),
    ).resolves.toBeUndefined();
  });

  it('is not ok on another 2xx status such as 201', async () => {
    const server = await serve((_request, response) => sendJson(response, 201, { id: 1, name: 'Hull' }));
    const { client } = setup(server);

    const error = await rejection(client.call('POST', '/market/items/add', { schema: Thing }));
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(error).toMatchObject({ kind: 'http', status: 201 });
  });

  it("turns an error answer into a typed error { status, code, message } from the server's message", async () => {
    const server = await serve((_request, response) =>
      sendJson(response, 400, { code: 1000, message: 'alias is too short' }),
    );
    const { client } = setup(server);

    const error = await rejection(client.call('POST', '/auth/register', { schema: Thing, auth: false }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 1000, message: 'alias is too short' });
  });

  it('reads the Message field too ("otherwise the Message field is thrown")', async () => {
    const server = await serve((_request, response) =>
      sendJson(response, 409, { Code: '1000', Message: 'alias taken' }),
    );
    const { client } = setup(server);

    const error = await rejection(client.call('POST', '/auth/register', { schema: Thing, auth: false }));
    expect(error).toMatchObject({ status: 409, code: 1000, message: 'alias taken' });
  });

  it('gives a plain message when the error answer has no message', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(502);
      response.end();
    });
    const { client } = setup(server);

    const error = await rejection(client.call('GET', '/wallet', { schema: Thing }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 502,
      message: 'The server answered with status 502',
    });
    expect(error.code).toBeUndefined();
  });

  it('turns an answer that does not match its schema into a typed error, never a half-parsed object', async () => {
    const server = await serve((_request, response) => sendJson(response, 200, { id: 'one', name: 'Hull' }));
    const { client } = setup(server);

    const error = await rejection(client.call('GET', '/market/items/1', { schema: Thing }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200, body: { id: 'one', name: 'Hull' } });
    expect(error.message).toContain('at id');
  });

  it('turns a body that is not JSON into a typed error', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"id": 1, "name": ');
    });
    const { client } = setup(server);

    const error = await rejection(client.call('GET', '/market/items/1', { schema: Thing }));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200, message: 'The answer is not JSON' });
  });

  it('gives status 0 with the error message on a network failure', async () => {
    const server = await serve(() => {});
    const closedOrigin = server.origin;
    await server.close();
    servers.splice(servers.indexOf(server), 1);
    const session = createSession(createMemoryPersistence());
    const client = createClient({ baseUrl: `${closedOrigin}/api/v1`, tokens: session.tokenStore });

    const error = await rejection(client.call('GET', '/wallet', { schema: Thing }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/fetch failed.*ECONNREFUSED/);
  });
});

describe('timeout (accounts-cart-checkout.md §7: "Timeout 5000 ms on one client")', () => {
  const hang: Handler = () => {}; // never answers

  it('defaults to 5000 ms', async () => {
    const server = await serve(hang);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client } = setup(server);

    let settled: ApiError | undefined;
    void rejection(client.call('GET', '/wallet', { schema: Thing })).then((error) => (settled = error));
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(
      () =>
        expect(settled).toMatchObject({
          kind: 'timeout',
          status: 0,
          message: 'The call timed out after 5000 ms',
        }),
      { timeout: 15_000 },
    );
  });

  it('times out after the configured time on a slow server', async () => {
    const server = await serve(hang);
    const { client } = setup(server, { timeoutMs: 100 });

    const started = performance.now();
    const error = await rejection(client.call('GET', '/wallet', { schema: Thing }));
    const waited = performance.now() - started;

    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect(waited).toBeGreaterThanOrEqual(95);
    expect(waited).toBeLessThan(1000);
  });

  it('still times out when the caller passes its own AbortSignal', async () => {
    const server = await serve(hang);
    const { client } = setup(server, { timeoutMs: 100 });
    const own = new AbortController();

    const error = await rejection(client.call('GET', '/wallet', { schema: Thing, signal: own.signal }));

    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect(own.signal.aborted).toBe(false);
  });

  it('still stops at once when the caller aborts', async () => {
    const server = await serve(hang);
    const { client } = setup(server, { timeoutMs: 5000 });
    const own = new AbortController();

    const started = performance.now();
    const pending = rejection(client.call('GET', '/wallet', { schema: Thing, signal: own.signal }));
    setTimeout(() => own.abort(), 20);
    const error = await pending;

    expect(error).toMatchObject({ kind: 'aborted', status: 0 });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('times out an in-process handler that ignores the signal', async () => {
    const session = createSession(createMemoryPersistence());
    const client = createClient({
      baseUrl: 'http://sandbox.test/api/v1',
      fetch: () => new Promise<Response>(() => {}),
      timeoutMs: 50,
      tokens: session.tokenStore,
    });

    await expect(client.call('GET', '/wallet', { schema: Thing })).rejects.toMatchObject({
      kind: 'timeout',
      status: 0,
    });
  });
});

/** A server whose protected calls accept only the current access token, with a counted refresh. */
function authServer(options: {
  refresh: (request: ReceivedRequest, response: Parameters<Handler>[1]) => void | Promise<void>;
}) {
  const state = { valid: makeTokens(7).accessToken, refreshes: 0 };
  const handler: Handler = async (request, response) => {
    if (isRefresh(request)) {
      state.refreshes += 1;
      await options.refresh(request, response);
      return;
    }
    if (bearer(request) !== `Bearer ${state.valid}`)
      return sendJson(response, 401, { message: 'unauthorised' });
    sendJson(response, 200, { id: (request.json as { id: number }).id, name: 'ok' });
  };
  return { state, handler };
}

describe('refresh (accounts-cart-checkout.md §7: "When the answer carries the expired-token code or status 401, the token is refreshed and the call retried once")', () => {
  it('5 parallel calls hitting 401 produce exactly 1 refresh and 5 successful retries', async () => {
    const renewed = makeTokens(7, 2);
    const { state, handler } = authServer({
      refresh: async (request, response) => {
        await delay(30);
        if ((request.json as { value: string }).value !== makeTokens(7).refreshToken)
          return sendJson(response, 401, { message: 'bad refresh' });
        state.valid = renewed.accessToken;
        sendJson(response, 200, renewed);
      },
    });
    state.valid = 'not-yet'; // the stored token has expired
    const server = await serve(handler);
    const { client, session } = setup(server);

    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((id) => client.call('POST', '/thing', { schema: Thing, body: { id } })),
    );

    expect(answers.map((answer) => answer.id)).toEqual([1, 2, 3, 4, 5]);
    expect(state.refreshes).toBe(1);
    const refresh = server.requests.find(isRefresh);
    expect(refresh?.json).toEqual({ value: makeTokens(7).refreshToken });
    expect(refresh?.headers.authorization).toBeUndefined();
    const retries = server.requests.filter(
      (request) => !isRefresh(request) && bearer(request) === `Bearer ${renewed.accessToken}`,
    );
    expect(retries).toHaveLength(5);
    expect(session.tokenStore.getTokens()).toEqual(renewed);
  });

  it('a failed refresh rejects every waiting call and clears the session', async () => {
    const { state, handler } = authServer({
      refresh: async (_request, response) => {
        await delay(30);
        sendJson(response, 401, { code: 1005, message: 'session not found' });
      },
    });
    state.valid = 'not-yet';
    const server = await serve(handler);
    const { client, session } = setup(server);

    const results = await Promise.allSettled(
      [1, 2, 3, 4, 5].map((id) => client.call('POST', '/thing', { schema: Thing, body: { id } })),
    );

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    for (const result of results) {
      expect(result.status === 'rejected' && result.reason).toMatchObject({ kind: 'http', status: 401 });
    }
    expect(state.refreshes).toBe(1); // the refresh call itself is never refreshed
    expect(server.requests.filter((request) => !isRefresh(request))).toHaveLength(5); // no retries
    expect(session.tokenStore.getTokens()).toBeNull();
    expect(session.$isLoggedIn.get()).toBe(false);
    // Nobody pressed Log Out: the session ended as expired.
    expect(session.$logoutReason.get()).toBe('expired');
  });

  it("a refresh refused because another tab rotated the pair meanwhile keeps that tab's newer pair and retries with it", async () => {
    const rotated = makeTokens(7, 3);
    const holder: { session?: Session } = {};
    const { state, handler } = authServer({
      refresh: async (_request, response) => {
        // The other tab spent the refresh token first; its new pair reaches this tab (storage event).
        state.valid = rotated.accessToken;
        holder.session?.tokenStore.setTokens(rotated);
        await delay(10);
        sendJson(response, 401, { message: 'refresh token already used' });
      },
    });
    state.valid = 'not-yet';
    const server = await serve(handler);
    const { client, session } = setup(server);
    holder.session = session;

    await expect(client.call('POST', '/thing', { schema: Thing, body: { id: 4 } })).resolves.toEqual({
      id: 4,
      name: 'ok',
    });
    expect(session.$isLoggedIn.get()).toBe(true);
    expect(session.tokenStore.getTokens()).toEqual(rotated);
  });

  it('a refresh answer without a token pair is a failed refresh', async () => {
    const { state, handler } = authServer({
      refresh: (_request, response) => sendJson(response, 200, { accessToken: 'only-one' }),
    });
    state.valid = 'not-yet';
    const server = await serve(handler);
    const { client, session } = setup(server);

    const error = await rejection(client.call('POST', '/thing', { schema: Thing, body: { id: 1 } }));

    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(session.$isLoggedIn.get()).toBe(false);
  });

  it('keeps the session when the refresh cannot reach the server (network failure is not a refusal)', async () => {
    const { state, handler } = authServer({
      refresh: (_request, response) => {
        response.destroy();
      },
    });
    state.valid = 'not-yet';
    const server = await serve(handler);
    const { client, session } = setup(server);

    const error = await rejection(client.call('POST', '/thing', { schema: Thing, body: { id: 1 } }));

    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(session.$isLoggedIn.get()).toBe(true);
  });

  it.each([200, 400])(
    'refreshes on server code 1004 (auth token expired) in the body, with status %i',
    async (status) => {
      const renewed = makeTokens(7, 2);
      const server = await serve((request, response) => {
        if (isRefresh(request)) return sendJson(response, 200, renewed);
        if (bearer(request) === `Bearer ${renewed.accessToken}`)
          return sendJson(response, 200, { id: 1, name: 'fresh' });
        sendJson(response, status, { code: 1004, message: 'auth token expired' });
      });
      const { client, session } = setup(server);

      await expect(client.call('POST', '/thing', { schema: Thing })).resolves.toEqual({
        id: 1,
        name: 'fresh',
      });
      expect(server.requests.filter(isRefresh)).toHaveLength(1);
      expect(session.$profile.get().user_id).toBe(7);
      expect(session.tokenStore.getTokens()).toEqual(renewed);
    },
  );

  it("retries only once: a second 401 after the refresh is the caller's error, with no second refresh", async () => {
    const server = await serve((request, response) => {
      if (isRefresh(request)) return sendJson(response, 200, makeTokens(7, 2));
      sendJson(response, 401, { message: 'unauthorised' });
    });
    const { client, session } = setup(server);

    const error = await rejection(client.call('POST', '/thing', { schema: Thing }));

    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'unauthorised' });
    expect(server.requests.filter(isRefresh)).toHaveLength(1);
    expect(server.requests.filter((request) => !isRefresh(request))).toHaveLength(2);
    expect(session.$isLoggedIn.get()).toBe(true);
  });

  it('a caller that aborts while the refresh runs stops waiting; the refresh still completes for the session', async () => {
    const renewed = makeTokens(7, 2);
    const { state, handler } = authServer({
      refresh: async (_request, response) => {
        await delay(80);
        state.valid = renewed.accessToken;
        sendJson(response, 200, renewed);
      },
    });
    state.valid = 'not-yet';
    const server = await serve(handler);
    const { client, session } = setup(server);
    const own = new AbortController();

    const pending = rejection(
      client.call('POST', '/thing', { schema: Thing, body: { id: 1 }, signal: own.signal }),
    );
    setTimeout(() => own.abort(), 30);

    await expect(pending).resolves.toMatchObject({ kind: 'aborted', status: 0 });
    await vi.waitFor(() => expect(session.tokenStore.getTokens()).toEqual(renewed), { timeout: 15_000 });
  });

  it('a guest with no refresh token gets the 401 without any refresh', async () => {
    const server = await serve((_request, response) => sendJson(response, 401, { message: 'login first' }));
    const session = createSession(createMemoryPersistence());
    const client = createClient({ baseUrl: `${server.origin}/api/v1`, tokens: session.tokenStore });

    const error = await rejection(client.call('GET', '/wallet', { schema: Thing }));

    expect(error).toMatchObject({ status: 401, message: 'login first' });
    expect(server.requests).toHaveLength(1);
  });

  it('a call that does not use the token (auth: false) is never refreshed', async () => {
    const server = await serve((_request, response) =>
      sendJson(response, 401, { message: 'Login or password error' }),
    );
    const { client, session } = setup(server);

    const error = await rejection(client.call('POST', '/auth/login', { schema: Thing, auth: false }));

    expect(error).toMatchObject({ status: 401 });
    expect(server.requests).toHaveLength(1);
    expect(session.$isLoggedIn.get()).toBe(true);
  });
});

describe('session not found (accounts-cart-checkout.md §8: "Session-not-found code: retry if a newer token exists, otherwise log out")', () => {
  it('retries with the newer token when one arrived while the call was out', async () => {
    const newer = makeTokens(7, 3);
    const holder: { session?: Session } = {};
    const server = await serve((request, response) => {
      if (bearer(request) === `Bearer ${newer.accessToken}`)
        return sendJson(response, 200, { id: 1, name: 'ok' });
      holder.session?.tokenStore.setTokens(newer); // e.g. another tab refreshed meanwhile
      sendJson(response, 200, { code: 1005, message: 'session not found' });
    });
    const { client, session } = setup(server);
    holder.session = session;

    await expect(client.call('POST', '/thing', { schema: Thing })).resolves.toEqual({ id: 1, name: 'ok' });
    expect(server.requests.map(bearer)).toEqual([
      `Bearer ${makeTokens(7).accessToken}`,
      `Bearer ${newer.accessToken}`,
    ]);
    expect(server.requests.some(isRefresh)).toBe(false);
    expect(session.$isLoggedIn.get()).toBe(true);
  });

  it.each([404, 401])(
    'logs out when no newer token exists (status %i), without a refresh',
    async (status) => {
      const server = await serve((_request, response) =>
        sendJson(response, status, { code: 1005, message: 'session not found' }),
      );
      const { client, session } = setup(server);

      const error = await rejection(client.call('POST', '/thing', { schema: Thing }));

      expect(error).toMatchObject({ kind: 'http', status, code: 1005, message: 'session not found' });
      expect(server.requests).toHaveLength(1);
      expect(session.$isLoggedIn.get()).toBe(false);
      expect(session.$profile.get().alias).toBe('guest');
      expect(session.$logoutReason.get()).toBe('expired');
    },
  );
});

describe('invalid signature (marketplace-content.md §7: "a response message \'signature is invalid\' logs the user out")', () => {
  it('logs out without trying a refresh', async () => {
    const server = await serve((_request, response) =>
      sendJson(response, 401, { message: 'signature is invalid' }),
    );
    const { client, session } = setup(server);

    const error = await rejection(client.call('GET', '/wallet', { schema: Thing }));

    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'signature is invalid' });
    expect(server.requests.some(isRefresh)).toBe(false);
    expect(session.$isLoggedIn.get()).toBe(false);
    expect(session.$logoutReason.get()).toBe('expired');
  });

  it('logs out when the retry after a refresh says so', async () => {
    const server = await serve((request, response) => {
      if (isRefresh(request)) return sendJson(response, 200, makeTokens(7, 2));
      if (server.requests.filter(isRefresh).length === 0) return sendJson(response, 401, { code: 1004 });
      sendJson(response, 401, { Message: 'token signature is invalid' });
    });
    const { client, session } = setup(server);

    await expect(client.call('GET', '/wallet', { schema: Thing })).rejects.toMatchObject({ status: 401 });
    expect(session.$isLoggedIn.get()).toBe(false);
  });
});

describe('shared in-flight calls (accounts-cart-checkout.md §7: "Identical in-flight calls are shared")', () => {
  it('10 identical calls at once make 1 request and all get its answer', async () => {
    const server = await serve(async (_request, response) => {
      await delay(30);
      sendJson(response, 200, { id: 1, name: 'Hull' });
    });
    const { client } = setup(server);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.call('POST', '/market/items/list', { schema: Thing, body: { limit: 6 }, query: { page: 0 } }),
      ),
    );

    expect(server.requests).toHaveLength(1);
    expect(answers).toHaveLength(10);
    for (const answer of answers) expect(answer).toEqual({ id: 1, name: 'Hull' });
  });

  it('a failed shared request is not cached: the next identical call asks again', async () => {
    let failing = true;
    const server = await serve(async (_request, response) => {
      await delay(20);
      if (failing) return sendJson(response, 500, { code: 5002, message: 'database error' });
      sendJson(response, 200, { id: 1, name: 'Hull' });
    });
    const { client } = setup(server);
    const list = () => client.call('POST', '/market/items/list', { schema: Thing, body: { limit: 6 } });

    const first = await Promise.allSettled([list(), list(), list()]);
    expect(first.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(server.requests).toHaveLength(1);

    failing = false;
    await expect(list()).resolves.toEqual({ id: 1, name: 'Hull' });
    expect(server.requests).toHaveLength(2);
  });

  it('a finished call is not cached either', async () => {
    const server = await serve((_request, response) =>
      sendJson(response, 200, { id: server.requests.length, name: 'n' }),
    );
    const { client } = setup(server);

    const first = await client.call('GET', '/wallet', { schema: Thing });
    const second = await client.call('GET', '/wallet', { schema: Thing });

    expect([first.id, second.id]).toEqual([1, 2]);
  });

  it('calls with different bodies, methods, paths or queries are not shared', async () => {
    const server = await serve(async (_request, response) => {
      await delay(20);
      sendJson(response, 200, { id: 1, name: 'Hull' });
    });
    const { client } = setup(server);

    await Promise.all([
      client.call('POST', '/market/shopping_cart/edit', { schema: Thing, body: { count: 1 } }),
      client.call('POST', '/market/shopping_cart/edit', { schema: Thing, body: { count: 2 } }),
      client.call('PUT', '/market/shopping_cart/edit', { schema: Thing, body: { count: 1 } }),
      client.call('POST', '/market/items/list', { schema: Thing, body: { count: 1 } }),
      client.call('POST', '/market/items/list', { schema: Thing, body: { count: 1 }, query: { page: 1 } }),
    ]);

    expect(server.requests).toHaveLength(5);
  });

  it('calls with different tokens are not shared', async () => {
    const server = await serve(async (request, response) => {
      await delay(30);
      sendJson(response, 200, { id: 1, name: String(bearer(request)) });
    });
    const { client, session } = setup(server);

    const first = client.call('GET', '/wallet', { schema: Thing });
    session.setSession(makeTokens(8));
    const second = client.call('GET', '/wallet', { schema: Thing });
    const answers = await Promise.all([first, second]);

    expect(server.requests).toHaveLength(2);
    expect(answers[0].name).not.toBe(answers[1].name);
  });

  it('one caller aborting does not abort the request the others share', async () => {
    const server = await serve(async (_request, response) => {
      await delay(60);
      sendJson(response, 200, { id: 1, name: 'Hull' });
    });
    const { client } = setup(server);
    const impatient = new AbortController();

    const aborted = rejection(client.call('GET', '/wallet', { schema: Thing, signal: impatient.signal }));
    const patient = client.call('GET', '/wallet', { schema: Thing });
    setTimeout(() => impatient.abort(), 10);

    await expect(aborted).resolves.toMatchObject({ kind: 'aborted', status: 0 });
    await expect(patient).resolves.toEqual({ id: 1, name: 'Hull' });
    expect(server.requests).toHaveLength(1);
  });
});
