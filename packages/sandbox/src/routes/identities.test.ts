// "/auth/register accepts admin\u200b, \u0430dmin (Cyrillic a), fullwidth ａｄｍｉｎ, \u202enimda,
// ad\u200dmin, admi\u0301n, admin\u3164, and all sign in and comment as "admin". A 20 000-character
// alias is accepted ... user_name takes 1 MB, portfolio and referral about 900 KB, and a comment of
// three zero-width spaces is accepted. Normalise aliases (NFKC), refuse control, format and bidi
// characters, keep them unique by their confusable skeleton (Unicode TR39), and bound every
// free-text field of every payload (400 code 1000)."
import { afterAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@rdc/core/schemas';
import { createApp } from '../app';
import { call, login } from '../test-support/http';

describe('look-alike and oversized identities', async () => {
  const app = await createApp();
  afterAll(() => app.close());
  const users = async () =>
    (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]?.n;
  let n = 0;
  const register = (fields: Record<string, unknown>) => {
    n += 1;
    return call(app, 'POST', '/auth/register', {
      body: {
        alias: `pilot${n}`,
        email: `pilot${n}@rdc.test`,
        password: 'secret1',
        bdate: '01/02/1990',
        agreement: true,
        ...fields,
      },
    });
  };

  const lookAlikes: [string, string][] = [
    ['admin\u200b (a zero-width space after it)', 'admin\u200b'],
    ['\u0430dmin (a Cyrillic a)', '\u0430dmin'],
    ['ａｄｍｉｎ (fullwidth)', 'ａｄｍｉｎ'],
    ['\u202enimda (a right-to-left override)', '\u202enimda'],
    ['ad\u200dmin (a zero-width joiner)', 'ad\u200dmin'],
    ['admi\u0301n (a combining acute accent)', 'admi\u0301n'],
    ['admin\u3164 (a Hangul filler)', 'admin\u3164'],
    ['ADMIN (upper case)', 'ADMIN'],
    ['adm1n (a digit one)', 'adm1n'],
    ['\u0430\u0501m\u0456n (all Cyrillic)', '\u0430\u0501m\u0456n'],
  ];
  for (const [name, alias] of lookAlikes) {
    it(`refuses ${name}: it is "admin" to a reader`, async () => {
      const before = await users();
      const res = await register({ alias });
      expect([400, 409]).toContain(res.status);
      expect(res.json.code).toBe(1000);
      expect(await users()).toBe(before);
    });
  }

  it('keeps a new alias unique by its skeleton: after "nova_pilot", "n\u043eva_pilot" (Cyrillic o), "nova_pi1ot" and "NOVA_PILOT" are refused', async () => {
    expect((await register({ alias: 'nova_pilot' })).status).toBe(200);
    expect((await register({ alias: 'n\u043eva_pilot' })).status).toBe(400); // two alphabets in one alias
    expect((await register({ alias: 'nova_pi1ot' })).json).toEqual({
      code: 1000,
      message: 'this alias is already taken',
    });
    expect((await register({ alias: 'NOVA_PILOT' })).json).toEqual({
      code: 1000,
      message: 'this alias is already taken',
    });
  });

  it('stores the NFKC form: a fullwidth alias signs in as its plain letters', async () => {
    expect((await register({ alias: 'ｓｔａｒｌｉｎｇ', password: 'secret1' })).status).toBe(200);
    const { accessToken } = await login(app, 'starling', 'secret1');
    expect(JSON.parse(Buffer.from(accessToken.split('.')[1] as string, 'base64url').toString()).alias).toBe(
      'starling',
    );
  });

  it('accepts letters of other alphabets, one alphabet per alias', async () => {
    expect((await register({ alias: 'Звезда' })).status).toBe(200);
    expect((await register({ alias: 'Ζεύς' })).status).toBe(200);
    expect((await register({ alias: 'Zвезда' })).status).toBe(400);
  });

  it(`refuses an alias over ${TEXT_LIMITS.aliasLength} characters (a 20 000-character one made a 27 KB token)`, async () => {
    const res = await register({ alias: 'a'.repeat(20_000) });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe(1000);
    expect((await register({ alias: 'a'.repeat(TEXT_LIMITS.aliasLength) })).status).toBe(200);
  });

  it('bounds referral, portfolio, email and password on registration (400 code 1000, nothing written)', async () => {
    const before = await users();
    for (const fields of [
      { referral: 'r'.repeat(900_000) },
      { portfolio: `https://example.com/${'p'.repeat(900_000)}` },
      { portfolio: 'p'.repeat(TEXT_LIMITS.portfolioLength + 1) },
      { referral: 'r'.repeat(TEXT_LIMITS.referralLength + 1) },
      { email: `${'e'.repeat(250)}@rdc.test` },
      { password: 'x'.repeat(TEXT_LIMITS.passwordLength + 1) },
    ]) {
      const res = await register(fields);
      expect(res.status, JSON.stringify(Object.keys(fields))).toBe(400);
      expect(res.json.code).toBe(1000);
    }
    expect(await users()).toBe(before);
  });

  it('bounds user_name in settings (1 MB was taken)', async () => {
    const { accessToken } = await login(app, 'demo', 'demo1234');
    const settings = { isLoginID: false, language: 'en', timezone: '+00:00' };
    const huge = await call(app, 'POST', '/account/settings', {
      token: accessToken,
      body: { ...settings, user_name: 'u'.repeat(1_000_000) },
    });
    expect(huge.status).toBe(400);
    expect(huge.json.code).toBe(1000);
    const over = await call(app, 'POST', '/account/settings', {
      token: accessToken,
      body: { ...settings, user_name: 'u'.repeat(TEXT_LIMITS.userNameLength + 1) },
    });
    expect(over.status).toBe(400);
    expect(
      (
        await call(app, 'POST', '/account/settings', {
          token: accessToken,
          body: { ...settings, user_name: 'Nova' },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a comment that holds nothing a reader sees (three zero-width spaces, spaces and joiners) or is over the limit', async () => {
    const { accessToken } = await login(app, 'demo', 'demo1234');
    for (const text of [
      '\u200b\u200b\u200b',
      ' \u200d\ufeff\u2060 ',
      'c'.repeat(TEXT_LIMITS.commentLength + 1),
    ]) {
      const res = await call(app, 'POST', '/content/posts/creare-comment', {
        token: accessToken,
        body: { post_id: 39, text },
      });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe(1000);
    }
  });
});
