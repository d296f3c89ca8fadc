// Core against the whole sandbox app in-process: the API as a server-rendered page reaches it, and
// the sandbox's fault rules (an app created with `faults: true`).
import { configure, createApi, createClient, createMemoryTokenStore } from '@rdc/core';
import { resetConfig } from '@rdc/core/testing';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createApp, type SandboxApp } from '../app';

const BASE = 'http://sandbox.test/api/v1';

/** Core's market calls, answered by `app` without a network (no user: a guest's calls). */
export function inProcessMarket(app: SandboxApp): ReturnType<typeof createApi>['market'] {
  return createApi(
    createClient({
      baseUrl: BASE,
      fetch: (request: Request) => app.fetch(request),
      tokens: createMemoryTokenStore(),
    }),
  ).market;
}

/** Adds a fault rule (`{ path, status, latencyMs, times, … }`); null clears every rule. */
export function setFault(app: SandboxApp, rule: object | null): Promise<Response> {
  return Promise.resolve(
    app.fetch(
      new Request(`${BASE}/__sandbox/faults`, {
        method: rule ? 'POST' : 'DELETE',
        headers: { 'content-type': 'application/json' },
        ...(rule && { body: JSON.stringify(rule) }),
      }),
    ),
  );
}

/** A server-rendered page's two sides against one sandbox: the server's market, and the browser's stores. */
export interface PageSides {
  app: SandboxApp;
  /** The market a page's server asks (its calls are not counted). */
  market: ReturnType<typeof inProcessMarket>;
  /** The calls the browser's stores made, as paths below the origin. */
  browserCalls: string[];
}

/**
 * Starts a sandbox with fault rules for a test file: core's stores (the browser's side) call it
 * and are counted; each test starts with every store forgotten, no call counted and no fault.
 */
export function withPageSides(resetStores: () => void): PageSides {
  const sides = { browserCalls: [] } as unknown as PageSides;
  beforeAll(async () => {
    sides.app = await createApp({ faults: true });
    sides.market = inProcessMarket(sides.app);
    configure({
      apiBase: BASE,
      fetch: (request: Request) => {
        sides.browserCalls.push(new URL(request.url).pathname);
        return sides.app.fetch(request);
      },
    });
  }, 60_000);
  afterEach(async () => {
    resetStores();
    sides.browserCalls.length = 0;
    vi.restoreAllMocks();
    await setFault(sides.app, null);
  });
  afterAll(async () => {
    resetConfig();
    await sides.app.close();
  });
  return sides;
}
