// Core against the whole sandbox app in-process: the API as a server-rendered page reaches it, and
// the sandbox's fault rules (an app created with `faults: true`).
import { createApi, createClient, createMemoryTokenStore } from '@rdc/core';
import type { SandboxApp } from '../app';

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
