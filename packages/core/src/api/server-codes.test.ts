import { describe, expect, it } from 'vitest';
import { SERVER_CODES, ServerCode, describeServerCode, isServerCode } from './server-codes';

describe('server codes (accounts-cart-checkout.md §8: "Server codes: 1000 invalid format; … 5005 ORM error")', () => {
  it.each([
    [1000, 'invalid format'],
    [1001, 'bad change-password params'],
    [1002, 'recovery token not found'],
    [1003, 'gate response error'],
    [1004, 'auth token expired'],
    [1005, 'session not found'],
    [1006, 'no response from gate'],
    [1007, 'gate gave up'],
    [1008, 'proxy bad gateway'],
    [5000, 'unknown error'],
    [5002, 'database error'],
    [5003, 'server framework error'],
    [5004, 'cache database error'],
    [5005, 'ORM error'],
  ])('code %i means "%s"', (code, meaning) => {
    expect(describeServerCode(code)).toBe(meaning);
    expect(isServerCode(code)).toBe(true);
  });

  it('lists exactly the fourteen codes of the spec (5001 is not one)', () => {
    expect(Object.keys(SERVER_CODES)).toHaveLength(14);
    expect(isServerCode(5001)).toBe(false);
    expect(describeServerCode(5001)).toBeUndefined();
  });

  it('names the codes the client acts on', () => {
    expect(ServerCode.AuthTokenExpired).toBe(1004);
    expect(ServerCode.SessionNotFound).toBe(1005);
  });
});
