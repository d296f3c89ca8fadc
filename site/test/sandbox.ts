import { createApp } from '@rdc/sandbox';

/**
 * An in-process sandbox for pages rendered on demand: the `locals` the host server hands them
 * (`apiFetch`), and the admin-style calls a test makes to add or change what they show.
 */
export async function startSandbox() {
  const sandbox = await createApp();
  const call = (path: string, body: unknown, token?: string) =>
    Promise.resolve(
      sandbox.fetch(
        new Request(`http://site/api/v1${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
          body: JSON.stringify(body),
        }),
      ),
    ).then((answer) => answer.json() as Promise<Record<string, unknown>>);
  const { accessToken } = (await call('/auth/login', { alias: 'admin', password: 'admin1234' })) as {
    accessToken: string;
  };
  return {
    locals: { apiFetch: (request: Request) => sandbox.fetch(request) },
    admin: (path: string, body: unknown) => call(path, body, accessToken) as Promise<{ id: number }>,
  };
}

/** `locals` whose API answers every call with a server error. */
export const failingLocals = {
  apiFetch: () => new Response('{"code":5002,"message":"database error"}', { status: 500 }),
};
