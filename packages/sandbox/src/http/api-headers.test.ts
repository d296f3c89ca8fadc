// "API answers carry no X-Content-Type-Options: nosniff and no Cache-Control: no-store on authorised answers."
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { call, login } from '../test-support/http';

describe('the headers of API answers', async () => {
  const app = await createApp();
  afterAll(() => app.close());

  it('every answer carries nosniff: a public list, an error, an unknown call', async () => {
    for (const [method, path, body] of [
      ['POST', '/post/list', {}],
      ['POST', '/post/get_by_id', { id: 999999 }],
      ['GET', '/no/such/call', undefined],
    ] as const) {
      expect((await call(app, method, path, { body })).headers.get('x-content-type-options'), path).toBe(
        'nosniff',
      );
    }
  });

  it('an answer to a signed-in caller, and one that hands out tokens, is no-store', async () => {
    const { accessToken, refreshToken } = await login(app);
    expect((await call(app, 'GET', '/wallet', { token: accessToken })).headers.get('cache-control')).toBe(
      'no-store',
    );
    expect(
      (await call(app, 'POST', '/auth/login', { body: { alias: 'demo', password: 'demo1234' } })).headers.get(
        'cache-control',
      ),
    ).toBe('no-store');
    expect(
      (await call(app, 'POST', '/auth/refresh', { body: { value: refreshToken } })).headers.get(
        'cache-control',
      ),
    ).toBe('no-store');
    expect(
      (await call(app, 'POST', '/post/list', { token: accessToken, body: {} })).headers.get('cache-control'),
    ).toBe('no-store');
  });
});
