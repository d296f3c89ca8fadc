// @vitest-environment jsdom
// "Log Out ends nothing on the server. The UI's Log Out sends no request; the old refresh token
// still refreshes (30 days) and the access token still works (15 minutes). Log Out calls
// /auth/logout (and still clears the page when that call fails)."
import { $isLoggedIn, $session, configure, login, logOut, setNavigationHost } from '@rdc/core';
import { resetConfig, resetNavigationHost } from '@rdc/core/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type SandboxApp } from './app';
import { call } from './test-support/http';

let app: SandboxApp;
const navigate = vi.fn();

beforeAll(async () => {
  app = await createApp();
  configure({ apiBase: 'http://sandbox.test/api/v1', fetch: (request: Request) => app.fetch(request) });
  setNavigationHost({ navigate });
}, 60_000);
afterAll(async () => {
  resetConfig();
  resetNavigationHost();
  await app.close();
});

describe("core's Log Out against the sandbox", () => {
  it('ends the session on the server: afterwards the access token is refused and the refresh token refreshes nothing', async () => {
    await login({ alias: 'demo', password: 'demo1234', rememberMe: true }, 'en');
    const tokens = $session.get()?.tokens;
    if (!tokens) throw new Error('not logged in');
    expect((await call(app, 'GET', '/wallet', { token: tokens.accessToken })).status).toBe(200);

    await logOut();

    expect($isLoggedIn.get()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/');
    const wallet = await call(app, 'GET', '/wallet', { token: tokens.accessToken });
    expect(wallet.status).toBe(401);
    expect(wallet.json).toMatchObject({ code: 1005 });
    const refreshed = await call(app, 'POST', '/auth/refresh', { body: { value: tokens.refreshToken } });
    expect(refreshed.status).toBe(401);
    expect(refreshed.json).toMatchObject({ code: 1005 });
  });
});
