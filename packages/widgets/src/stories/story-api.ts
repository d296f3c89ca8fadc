import { $cartState, configure, getApi, logout, setSession } from '@rdc/core';
import { resetConfig } from '@rdc/core/testing';
import type { FetchLike } from '@rdc/core';

/**
 * How the stories reach an API. The live states use the sandbox (Storybook's dev server proxies
 * /api/v1 to it, as the site's does: run `pnpm sandbox` beside `pnpm --filter storybook dev`).
 * Loading, empty and failure cannot be asked of the sandbox on demand, so those stories answer
 * the one call they show from here.
 */
export function sandboxApi(): void {
  resetConfig();
  configure({ apiBase: '/api/v1' });
}

type Answer = { status: number; body: unknown } | 'never';

/** Answers `METHOD /path` calls from a table; anything else goes on to the sandbox. */
export function cannedAnswers(answers: Record<string, Answer>): void {
  const answer: FetchLike = (request) => {
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname.replace(/^\/api\/v1/, '')}`;
    const found = answers[key];
    if (found === 'never') return new Promise<Response>(() => {});
    if (found)
      return new Response(JSON.stringify(found.body), {
        status: found.status,
        headers: { 'content-type': 'application/json' },
      });
    return fetch(request);
  };
  resetConfig();
  configure({ apiBase: '/api/v1', fetch: answer });
}

export function asGuest(): void {
  logout();
}

/** Logs the sandbox's demo account in (demo / demo1234). */
export async function asDemoUser(): Promise<void> {
  const tokens = await getApi().auth.login({ alias: 'demo', password: 'demo1234', rememberMe: false });
  setSession(tokens);
}

export function withCartCount(count: number): void {
  const line = {
    id: 1,
    title: 'Scout ship',
    lot_type: 'item' as const,
    price: { USD: 1999 },
    count,
    selectCurrency: 'USD' as const,
  };
  $cartState.set({ owner: 0, lines: count > 0 ? [line as never] : [] });
}
