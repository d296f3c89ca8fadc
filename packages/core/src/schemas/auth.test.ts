import { describe, expect, it } from 'vitest';
import { LoginPayloadSchema, RegisterPayloadSchema, TokenPairSchema, TokenValuePayloadSchema } from './auth';

describe('token pair', () => {
  it('reads accessToken and refreshToken and keeps extra fields', () => {
    expect(TokenPairSchema.parse({ accessToken: 'a', refreshToken: 'r', Message: 'ok' })).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      Message: 'ok',
    });
  });
  it.each([
    [{ accessToken: 'a' }],
    [{ accessToken: '', refreshToken: 'r' }],
    [{ accessToken: 1, refreshToken: 'r' }],
    [null],
  ])('rejects %j', (answer) => {
    expect(TokenPairSchema.safeParse(answer).success).toBe(false);
  });
});

describe('auth payloads', () => {
  it('login takes alias, password, rememberMe', () => {
    const login = { alias: 'pilot', password: 'secret', rememberMe: true };
    expect(LoginPayloadSchema.parse(login)).toEqual(login);
    expect(LoginPayloadSchema.safeParse({ ...login, rememberMe: 'yes' }).success).toBe(false);
    expect(LoginPayloadSchema.safeParse({ alias: 'pilot' }).success).toBe(false);
  });

  const register = {
    alias: 'pilot',
    email: 'pilot@space.io',
    password: 'secret',
    referral: 'REF1',
    portfolio: 'https://example.com',
    bdate: '21/11/1990',
    agreement: true,
  };

  it.each([
    ['day/month/year', '21/11/1990'],
    ['month/day/year', '11/21/1990'],
    ['single digits', '1/2/2000'],
  ])('register accepts bdate as text (%s: both readings stand)', (_, bdate) => {
    expect(RegisterPayloadSchema.parse({ ...register, bdate }).bdate).toBe(bdate);
  });

  it('the creators sign-up sends no agreement and no referral', () => {
    const { agreement: _a, referral: _r, ...creator } = register;
    expect(RegisterPayloadSchema.safeParse(creator).success).toBe(true);
  });

  it.each([
    ['email without @', { email: 'pilot.space.io' }],
    ['bdate not text', { bdate: 19901121 }],
    ['bdate in ISO form', { bdate: '1990-11-21' }],
    ['alias missing', { alias: undefined }],
    ['agreement as text', { agreement: 'yes' }],
  ])('register rejects %s', (_, change) => {
    expect(RegisterPayloadSchema.safeParse({ ...register, ...change }).success).toBe(false);
  });

  it('refresh and validate send { value }', () => {
    expect(TokenValuePayloadSchema.parse({ value: 'r' })).toEqual({ value: 'r' });
    expect(TokenValuePayloadSchema.safeParse({ value: '' }).success).toBe(false);
  });
});
