import type { APIRequestContext } from '@playwright/test';

/** The sandbox's admin-style calls, as the admin account makes them: setup for a test, not a step of it. */
export async function adminApi(request: APIRequestContext) {
  const api = process.env.RDC_E2E_API ?? '';
  const login = await request.post(`${api}/auth/login`, {
    data: { alias: 'admin', password: 'admin1234', rememberMe: false },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return async <T = { id: number }>(path: string, data: unknown): Promise<T> => {
    const answer = await request.post(`${api}${path}`, {
      headers: { authorization: `Bearer ${accessToken}` },
      data,
    });
    if (!answer.ok()) throw new Error(`${path} answered ${answer.status()}: ${await answer.text()}`);
    return (await answer.json()) as T;
  };
}
