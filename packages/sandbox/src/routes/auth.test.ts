import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { REFRESH_REUSE_GRACE_SECONDS } from '../auth/tokens';
import { call, login, logLines } from '../test-support/http';

const clock = { ms: Date.UTC(2030, 0, 15, 12, 0, 0) };
const advance = (seconds: number) => {
  clock.ms += seconds * 1000;
};

function claimsOf(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

const registration = {
  alias: 'nova',
  email: 'nova@rdc.test',
  password: 'starlight',
  referral: 'FRIEND-7',
  portfolio: 'https://nova.example/portfolio',
  bdate: '21/03/1999',
  agreement: true,
};

describe('accounts and tokens', async () => {
  const output = logLines();
  const app = await createApp({ log: output.log, now: () => new Date(clock.ms), accessTtlSeconds: 60 });
  afterAll(() => app.close());
  const db = app.db;

  describe('register', () => {
    it('stores every field of the registration payload and logs the new user in', async () => {
      const res = await call(app, 'POST', '/auth/register', { body: registration });
      expect(res.status).toBe(200);
      expect(claimsOf(res.json.accessToken)).toMatchObject({
        alias: 'nova',
        email: 'nova@rdc.test',
        role: 'public',
        user_id: expect.any(Number),
        session_id: expect.any(String),
      });
      const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM users WHERE alias = $1', [
        'nova',
      ]);
      expect(rows[0]).toMatchObject({
        email: 'nova@rdc.test',
        referral: 'FRIEND-7',
        portfolio: 'https://nova.example/portfolio',
        bdate: '21/03/1999',
        agreement: true,
        verified: false,
      });
      const wallet = await call(app, 'GET', '/wallet/balance', { token: res.json.accessToken });
      expect(wallet.json).toEqual({ balance: 0 });
    });

    it('hashes the password with scrypt and a salt of its own per user', async () => {
      await call(app, 'POST', '/auth/register', {
        body: { ...registration, alias: 'nova2', email: 'nova2@rdc.test' },
      });
      const { rows } = await db.query<{ password_hash: string }>(
        "SELECT password_hash FROM users WHERE alias IN ('nova', 'nova2')",
      );
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.password_hash).toMatch(/^scrypt\$/);
        expect(row.password_hash).not.toContain('starlight');
      }
      expect(rows[0]!.password_hash.split('$')[4]).not.toBe(rows[1]!.password_hash.split('$')[4]);
    });

    it('keeps aliases unique, whatever their case, and writes nothing for a taken one', async () => {
      const before = await db.query('SELECT count(*)::int AS n FROM users');
      const res = await call(app, 'POST', '/auth/register', {
        body: { ...registration, alias: 'NOVA', email: 'other@rdc.test' },
      });
      expect(res.status).toBe(409);
      expect(res.json).toEqual({ code: 1000, message: 'this alias is already taken' });
      expect((await db.query('SELECT count(*)::int AS n FROM users')).rows).toEqual(before.rows);
    });

    it('refuses an alias or a password shorter than 4 characters ("Alias and password minimum 4")', async () => {
      expect(
        (
          await call(app, 'POST', '/auth/register', {
            body: { ...registration, alias: 'abc', email: 'abc@rdc.test' },
          })
        ).json.code,
      ).toBe(1000);
      const res = await call(app, 'POST', '/auth/register', {
        body: { ...registration, alias: 'abcd', email: 'abcd@rdc.test', password: 'abc' },
      });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe(1000);
    });

    it('prints a verification code to the log, and /account/verify accepts it once', async () => {
      const line = output.lines.find((l) => l.startsWith('verification code for nova '));
      const code = line?.match(/: ([0-9a-f]+) /)?.[1];
      expect(code).toBeDefined();
      expect((await call(app, 'POST', '/account/verify', { body: { code } })).json).toEqual({
        success: true,
      });
      expect((await db.query("SELECT verified FROM users WHERE alias = 'nova'")).rows).toEqual([
        { verified: true },
      ]);
      const again = await call(app, 'POST', '/account/verify', { body: { code } });
      expect(again.status).toBe(400);
      expect(again.json.message).toMatch(/unknown or was already used/);
    });
  });

  describe('login and logout', () => {
    it('logs in by alias or by email', async () => {
      expect(claimsOf((await login(app, 'demo', 'demo1234')).accessToken)).toMatchObject({
        alias: 'demo',
        user_id: 1,
      });
      expect(claimsOf((await login(app, 'DEMO@rdc.test', 'demo1234')).accessToken)).toMatchObject({
        alias: 'demo',
      });
    });

    it('answers a wrong password and an unknown account the same way', async () => {
      const wrong = await call(app, 'POST', '/auth/login', { body: { alias: 'demo', password: 'nope1234' } });
      const unknown = await call(app, 'POST', '/auth/login', {
        body: { alias: 'nobody', password: 'nope1234' },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.json).toEqual({ code: 1000, message: 'Login or password error' });
      expect(unknown.json).toEqual(wrong.json);
    });

    it('takes as long for an unknown account as for a wrong password, so timing does not tell who has an account', async () => {
      const timeOf = async (alias: string) => {
        const started = performance.now();
        await call(app, 'POST', '/auth/login', { body: { alias, password: 'nope1234' } });
        return performance.now() - started;
      };
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      await timeOf('admin'); // warm up
      // Interleaved tries and medians, so a pause of the machine during one try does not decide.
      // Spread over accounts, so no account reaches the sign-in throttle's free attempts.
      const wrongPassword: number[] = [];
      const unknownAccount: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        wrongPassword.push(await timeOf(i % 2 ? 'admin' : 'nova'));
        unknownAccount.push(await timeOf(`nobody${i}`));
      }
      // Both pay for one scrypt per try; without it an unknown account answers many times faster.
      expect(median(unknownAccount)).toBeGreaterThan(median(wrongPassword) * 0.25);
    });

    it('gives a rememberMe session 30 days of refresh, and one without it a day', async () => {
      const remembered = await login(app, 'demo', 'demo1234', true);
      const plain = await login(app, 'demo', 'demo1234', false);
      const expiry = async (token: string) => {
        const { rows } = await db.query<{ refresh_expires_at: Date }>(
          'SELECT refresh_expires_at FROM sessions WHERE id = $1',
          [claimsOf(token).session_id],
        );
        return (rows[0]!.refresh_expires_at.getTime() - clock.ms) / 86_400_000;
      };
      expect(await expiry(remembered.accessToken)).toBe(30);
      expect(await expiry(plain.accessToken)).toBe(1);
    });

    it('logout deletes the session: its access token then answers 401 with code 1005', async () => {
      const { accessToken, refreshToken } = await login(app);
      expect((await call(app, 'POST', '/auth/logout', { token: accessToken })).json).toEqual({
        success: true,
      });
      const after = await call(app, 'GET', '/wallet', { token: accessToken });
      expect(after.status).toBe(401);
      expect(after.json.code).toBe(1005);
      expect((await call(app, 'POST', '/auth/refresh', { body: { value: refreshToken } })).status).toBe(401);
    });

    it('logout also takes the refresh token, for a session whose access token has expired', async () => {
      const { accessToken, refreshToken } = await login(app);
      advance(120);
      expect((await call(app, 'POST', '/auth/logout', { body: { value: refreshToken } })).json).toEqual({
        success: true,
      });
      expect((await call(app, 'POST', '/auth/validate', { body: { value: accessToken } })).json.code).toBe(
        1004,
      );
    });
  });

  describe('access tokens', () => {
    it('carry alias, email, role, user_id and session_id, signed HS256, living SANDBOX_ACCESS_TTL_S', async () => {
      const { accessToken } = await login(app, 'admin', 'admin1234');
      const header = JSON.parse(Buffer.from(accessToken.split('.')[0]!, 'base64url').toString());
      const claims = claimsOf(accessToken);
      expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
      expect(claims).toMatchObject({ alias: 'admin', email: 'admin@rdc.test', role: 'admin', user_id: 2 });
      expect((claims.exp as number) - (claims.iat as number)).toBe(60);
      expect(
        (await call(app, 'POST', '/auth/validate', { body: { value: accessToken } })).json,
      ).toMatchObject({ valid: true, alias: 'admin' });
    });

    it('answers an expired access token with 401 and code 1004', async () => {
      const { accessToken } = await login(app);
      expect((await call(app, 'GET', '/wallet', { token: accessToken })).status).toBe(200);
      advance(61);
      const res = await call(app, 'GET', '/wallet', { token: accessToken });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ code: 1004, message: 'auth token expired' });
    });

    it('answers a token with a bad signature with 401 and the message "signature is invalid"', async () => {
      const { accessToken } = await login(app);
      const [header, , signature] = accessToken.split('.');
      const forgedClaims = Buffer.from(JSON.stringify({ ...claimsOf(accessToken), role: 'admin' })).toString(
        'base64url',
      );
      const res = await call(app, 'GET', '/wallet', { token: `${header}.${forgedClaims}.${signature}` });
      expect(res.status).toBe(401);
      expect(res.json.message).toBe('signature is invalid');
    });

    it('does not accept tokens signed by another sandbox (each data folder has its own secret)', async () => {
      const other = await createApp();
      try {
        const { accessToken } = await login(other);
        const res = await call(app, 'GET', '/wallet', { token: accessToken });
        expect(res.status).toBe(401);
        expect(res.json.message).toBe('signature is invalid');
      } finally {
        await other.close();
      }
    });

    it('answers a call that needs a user, made without a token, with 401', async () => {
      const res = await call(app, 'GET', '/wallet');
      expect(res.status).toBe(401);
      expect(res.json.code).toBe(1005);
    });
  });

  describe('refresh', () => {
    it('rotates: the new pair works and the old refresh token stops working once used', async () => {
      const first = await login(app);
      const second = await call(app, 'POST', '/auth/refresh', { body: { value: first.refreshToken } });
      expect(second.status).toBe(200);
      expect(second.json.refreshToken).not.toBe(first.refreshToken);
      expect(claimsOf(second.json.accessToken).session_id).toBe(claimsOf(first.accessToken).session_id);
      expect((await call(app, 'GET', '/wallet', { token: second.json.accessToken })).status).toBe(200);

      // A replay at once is taken for two tabs racing: refused, and the session lives on.
      const replay = await call(app, 'POST', '/auth/refresh', { body: { value: first.refreshToken } });
      expect(replay.status).toBe(401);
      expect(replay.json.code).toBe(1005);
      expect(
        (await call(app, 'POST', '/auth/refresh', { body: { value: second.json.refreshToken } })).status,
      ).toBe(200);
    });

    it('reuse detection: "Reusing an already-used refresh token must end that session altogether (its newest refresh token stops working too)"', async () => {
      const r0 = await login(app);
      const r1 = await call(app, 'POST', '/auth/refresh', { body: { value: r0.refreshToken } });
      const r2 = await call(app, 'POST', '/auth/refresh', { body: { value: r1.json.refreshToken } });
      expect(r2.status).toBe(200);
      advance(REFRESH_REUSE_GRACE_SECONDS + 1);
      const replay = await call(app, 'POST', '/auth/refresh', { body: { value: r0.refreshToken } });
      expect(replay.status).toBe(401);
      expect(replay.json).toEqual({ code: 1005, message: 'refresh token reused: the session has ended' });
      expect(
        (await call(app, 'POST', '/auth/refresh', { body: { value: r2.json.refreshToken } })).status,
      ).toBe(401);
      expect((await call(app, 'GET', '/wallet', { token: r2.json.accessToken })).json.code).toBe(1005);
    });

    it('two tabs refreshing with one token at once: one wins, the other is refused, and the session lives on', async () => {
      const first = await login(app);
      const [a, b] = await Promise.all(
        [0, 1].map(() => call(app, 'POST', '/auth/refresh', { body: { value: first.refreshToken } })),
      );
      const winner = [a, b].find((answer) => answer?.status === 200);
      expect([a?.status, b?.status].sort()).toEqual([200, 401]);
      expect(
        (await call(app, 'POST', '/auth/refresh', { body: { value: winner?.json.refreshToken } })).status,
      ).toBe(200);
    });

    it('renews an expired access token', async () => {
      const first = await login(app);
      advance(61);
      expect((await call(app, 'GET', '/wallet', { token: first.accessToken })).json.code).toBe(1004);
      const renewed = await call(app, 'POST', '/auth/refresh', { body: { value: first.refreshToken } });
      expect((await call(app, 'GET', '/wallet', { token: renewed.json.accessToken })).status).toBe(200);
    });

    it('refuses a refresh token past its lifetime', async () => {
      const first = await login(app, 'demo', 'demo1234', false);
      advance(86_400 + 1);
      expect((await call(app, 'POST', '/auth/refresh', { body: { value: first.refreshToken } })).status).toBe(
        401,
      );
    });
  });

  describe('password recovery', () => {
    const tokenFromLog = (email: string) => {
      const line = [...output.lines]
        .reverse()
        .find((l) => l.startsWith('recovery token for') && l.includes(`<${email}>`));
      return line?.match(/: (\S+) \(open/)?.[1];
    };

    it('prints the recovery token to the log, and answers an unknown email exactly the same', async () => {
      const known = await call(app, 'POST', '/account/password/recovery/send', {
        body: { email: 'nova@rdc.test' },
      });
      const unknown = await call(app, 'POST', '/account/password/recovery/send', {
        body: { email: 'ghost@rdc.test' },
      });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(unknown.json).toEqual(known.json);
      expect(tokenFromLog('nova@rdc.test')).toBeDefined();
      expect(tokenFromLog('ghost@rdc.test')).toBeUndefined();
    });

    it('sets the new password with the token, ends the old sessions, logs in, and the token works once', async () => {
      const old = await login(app, 'nova', 'starlight');
      await call(app, 'POST', '/account/password/recovery/send', { body: { email: 'nova@rdc.test' } });
      const recovery_token = tokenFromLog('nova@rdc.test');
      const res = await call(app, 'POST', '/account/password/recovery', {
        body: { new_password: 'supernova', recovery_token },
      });
      expect(res.status).toBe(200);
      expect(claimsOf(res.json.accessToken)).toMatchObject({ alias: 'nova' });
      expect((await call(app, 'GET', '/wallet', { token: old.accessToken })).json.code).toBe(1005);
      await login(app, 'nova', 'supernova');
      expect(
        (await call(app, 'POST', '/auth/login', { body: { alias: 'nova', password: 'starlight' } })).status,
      ).toBe(401);

      const again = await call(app, 'POST', '/account/password/recovery', {
        body: { new_password: 'another1', recovery_token },
      });
      expect(again.status).toBe(400);
      expect(again.json).toEqual({ code: 1002, message: 'recovery token not found' });
    });

    it('answers an unknown or expired recovery token with code 1002', async () => {
      expect(
        (
          await call(app, 'POST', '/account/password/recovery', {
            body: { new_password: 'whatever', recovery_token: 'nope' },
          })
        ).json.code,
      ).toBe(1002);
      await call(app, 'POST', '/account/password/recovery/send', { body: { email: 'nova@rdc.test' } });
      const recovery_token = tokenFromLog('nova@rdc.test');
      advance(3601);
      expect(
        (
          await call(app, 'POST', '/account/password/recovery', {
            body: { new_password: 'whatever', recovery_token },
          })
        ).json.code,
      ).toBe(1002);
    });
  });

  describe('password change', () => {
    it('answers code 1001 for a wrong old password, a short or an unchanged new one', async () => {
      const { accessToken } = await login(app, 'nova2', 'starlight');
      for (const body of [
        { old_password: 'wrong-one', new_password: 'brand-new' },
        { old_password: 'starlight', new_password: 'abc' },
        { old_password: 'starlight', new_password: 'starlight' },
      ]) {
        const res = await call(app, 'POST', '/account/password/change', { token: accessToken, body });
        expect(res.status).toBe(400);
        expect(res.json.code).toBe(1001);
      }
      await login(app, 'nova2', 'starlight');
    });

    it('changes the password and keeps the session that changed it', async () => {
      const { accessToken } = await login(app, 'nova2', 'starlight');
      const other = await login(app, 'nova2', 'starlight');
      const res = await call(app, 'POST', '/account/password/change', {
        token: accessToken,
        body: { old_password: 'starlight', new_password: 'brand-new' },
      });
      expect(res.json).toEqual({ success: true });
      expect((await call(app, 'GET', '/wallet', { token: accessToken })).status).toBe(200);
      expect((await call(app, 'GET', '/wallet', { token: other.accessToken })).json.code).toBe(1005);
      await login(app, 'nova2', 'brand-new');
    });
  });

  describe('settings', () => {
    it('reads the defaults, saves user_name, isLoginID, language and timezone, and reads them back', async () => {
      const { accessToken } = await login(app);
      expect((await call(app, 'GET', '/account/settings', { token: accessToken })).json).toEqual({
        user_name: 'demo',
        isLoginID: false,
        language: 'en',
        timezone: '+00:00',
      });
      const settings = { user_name: 'Captain Demo', isLoginID: true, language: 'en', timezone: '+05:00' };
      expect(
        (await call(app, 'POST', '/account/settings', { token: accessToken, body: settings })).json,
      ).toEqual(settings);
      expect((await call(app, 'GET', '/account/settings', { token: accessToken })).json).toEqual(settings);
    });

    it('needs a logged-in user', async () => {
      expect((await call(app, 'GET', '/account/settings')).status).toBe(401);
    });
  });
});
