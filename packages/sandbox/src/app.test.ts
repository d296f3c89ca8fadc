import { afterAll, describe, expect, it } from 'vitest';
import { createApp, MAX_BODY_BYTES } from './app';
import { MAX_JSON_DEPTH } from './http/body';
import { corsOriginsFromEnv } from './http/cors';
import { call, coreFingerprint, login, logLines } from './test-support/http';
import { fingerprint } from './test-support/market-sandbox';

describe('sandbox app', async () => {
  const output = logLines();
  const app = await createApp({ log: output.log });
  const partner = await createApp({ corsOrigins: ['https://partner.example'] });
  afterAll(async () => {
    await app.close();
    await partner.close();
  });

  it('answers an unknown call under /api/v1 with 404 and a JSON message', async () => {
    const res = await app.fetch(new Request('http://sandbox.test/api/v1/nope', { method: 'POST' }));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'no such call: POST /api/v1/nope' });
  });

  it('logs one line per request: method, path, status and duration', async () => {
    output.lines.length = 0;
    await call(app, 'POST', '/market/period/list');
    await call(app, 'GET', '/wallet');
    expect(output.lines).toEqual([
      expect.stringMatching(/^POST \/api\/v1\/market\/period\/list 200 \d+ms$/),
      expect.stringMatching(/^GET \/api\/v1\/wallet 401 \d+ms$/),
    ]);
  });

  describe('bodies of absurd size or depth', () => {
    it('refuses a body larger than MAX_BODY_BYTES with 413 / 1000 and writes nothing', async () => {
      const before = await coreFingerprint(app.db);
      const huge = {
        alias: 'hugebody',
        email: 'huge@rdc.test',
        password: 'abcd1234',
        bdate: '01/01/1990',
        agreement: true,
        referral: 'x'.repeat(MAX_BODY_BYTES),
      };
      const res = await call(app, 'POST', '/auth/register', { body: huge });
      expect(res.status).toBe(413);
      expect(res.json).toEqual({ code: 1000, message: `the body is larger than ${MAX_BODY_BYTES} bytes` });
      expect(await coreFingerprint(app.db)).toBe(before);
    });

    it('refuses JSON nested deeper than MAX_JSON_DEPTH with 400 / 1000 (not a 500 from a stack overflow) and writes nothing', async () => {
      const { accessToken } = await login(app, 'admin', 'admin1234');
      const before = await fingerprint(app.db);
      const nested = (depth: number) =>
        `{"count":100,"price":{"USD":1},"data":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;
      for (const depth of [MAX_JSON_DEPTH, 20_000]) {
        const res = await call(app, 'POST', '/market/coins_package/add', {
          token: accessToken,
          body: nested(depth),
        });
        expect(res.status).toBe(400);
        expect(res.json).toEqual({
          code: 1000,
          message: `the body nests deeper than ${MAX_JSON_DEPTH} levels`,
        });
      }
      expect(await fingerprint(app.db)).toBe(before);
      // A body within the limit still goes through.
      expect(
        (await call(app, 'POST', '/market/coins_package/add', { token: accessToken, body: nested(8) }))
          .status,
      ).toBe(200);
    });
  });

  describe('CORS', () => {
    const preflight = (target: typeof app, origin: string) =>
      target.fetch(
        new Request('http://sandbox.test/api/v1/payment_card/pay', {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization, content-type, idempotency-key',
          },
        }),
      );

    it('allows any localhost origin by default (http or https, localhost or 127.0.0.1, any port), with the Authorization, Content-Type and Idempotency-Key headers', async () => {
      for (const origin of [
        'http://localhost:4321',
        'http://127.0.0.1:6006',
        'http://localhost',
        'https://localhost:4321',
      ]) {
        const res = await preflight(app, origin);
        expect(res.status).toBe(204);
        expect(res.headers.get('access-control-allow-origin')).toBe(origin);
        expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toBe(
          'authorization,content-type,idempotency-key',
        );
      }
      expect(
        (await call(app, 'POST', '/market/period/list', { origin: 'http://localhost:3000' })).headers.get(
          'access-control-allow-origin',
        ),
      ).toBe('http://localhost:3000');
    });

    it('refuses other origins by default', async () => {
      for (const origin of [
        'https://evil.example',
        'http://localhost.evil.example',
        'https://localhost.evil.example:4321',
      ]) {
        expect((await preflight(app, origin)).headers.get('access-control-allow-origin')).toBeNull();
      }
    });

    it('takes the allowed origins from the options (or SANDBOX_CORS_ORIGINS)', async () => {
      expect(
        (await preflight(partner, 'https://partner.example')).headers.get('access-control-allow-origin'),
      ).toBe('https://partner.example');
      expect(
        (await preflight(partner, 'http://localhost:4321')).headers.get('access-control-allow-origin'),
      ).toBeNull();
    });

    it('reads SANDBOX_CORS_ORIGINS as a comma list (trailing slashes dropped); empty means the localhost default', () => {
      expect(corsOriginsFromEnv(' https://partner.example/, http://shop.test:8080 ')).toEqual([
        'https://partner.example',
        'http://shop.test:8080',
      ]);
      expect(corsOriginsFromEnv('*')).toEqual(['*']);
      expect(corsOriginsFromEnv(' , ')).toBeUndefined();
      expect(corsOriginsFromEnv(undefined)).toBeUndefined();
    });

    it('keeps the CORS headers on error answers, so a partner page can read them', async () => {
      const res = await call(app, 'GET', '/wallet', { origin: 'http://localhost:4321' });
      expect(res.status).toBe(401);
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    });
  });
});
