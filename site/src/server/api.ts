// The API as a server-rendered page reaches it: one client per request (no shared session, no
// stored tokens: a page rendered on the server is the same for every visitor). Under `pnpm start`
// the sandbox hands its own fetch in through `Astro.locals.apiFetch`, so a page's calls never
// leave the process; under `astro dev` they go to the sandbox the dev server proxies to.
import { createApi, createClient, createMemoryTokenStore, type Api } from '@rdc/core';

/** What the host server may put in `Astro.locals` (see `packages/sandbox/src/static-site.ts`). */
export interface SiteLocals {
  apiFetch?: (request: Request) => Response | Promise<Response>;
}

const DEV_API_ORIGIN = process.env.RDC_API_TARGET ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8787}`;

export function serverApi(locals: SiteLocals, pageUrl: URL): Api {
  const baseUrl = locals.apiFetch ? new URL('/api/v1', pageUrl).href : `${DEV_API_ORIGIN}/api/v1`;
  return createApi(createClient({ baseUrl, fetch: locals.apiFetch, tokens: createMemoryTokenStore() }));
}
