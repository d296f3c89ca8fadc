import { expect, type Page } from '@playwright/test';
import { DEMO } from '../checkout-helpers';

export interface HandedOverTokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * Signs demo in on the sandbox and hands the session to the page before its scripts run, as a game
 * does (tokens in the tab's session storage), once per tab so a later Log Out stays logged out.
 * The login's answer, for a test that needs what the server said.
 */
export async function handOverSession(page: Page): Promise<HandedOverTokens> {
  const login = await page.request.post(`${process.env.RDC_E2E_API}/auth/login`, {
    data: { alias: DEMO.alias, password: DEMO.password, rememberMe: false },
  });
  expect(login.ok()).toBe(true);
  const tokens = (await login.json()) as HandedOverTokens;
  await page.addInitScript((pair) => {
    if (sessionStorage.getItem('rdc-e2e-handed-over')) return;
    sessionStorage.setItem('rdc-e2e-handed-over', '1');
    sessionStorage.setItem('publicaccessToken', pair.accessToken);
    sessionStorage.setItem('publicrefreshToken', pair.refreshToken);
  }, tokens);
  return tokens;
}
