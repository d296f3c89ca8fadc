import { describe, expect, it } from 'vitest';
import { makeToken } from '../../test/loopback-server';
import { decodeJwtPayload } from './jwt';

describe('JWT payload (read, never verified, on the client)', () => {
  it('decodes a base64url UTF-8 payload', () => {
    // 'ÿÿÿ' encodes with '_' and '>>>' with '-', the two characters base64url changes.
    for (const alias of ['ÿÿÿ', '>>>', 'Zoë']) {
      const token = makeToken({ alias, user_id: 1 });
      expect(decodeJwtPayload(token)).toEqual({ alias, user_id: 1 });
    }
    expect(makeToken({ alias: 'ÿÿÿ', user_id: 1 }).split('.')[1]).toContain('_');
    expect(makeToken({ alias: '>>>', user_id: 1 }).split('.')[1]).toContain('-');
  });

  it.each(['', 'a.b', 'a..c', 'a.%%%.c', 'a.bm90IGpzb24.c', 'a.b.c.d'])('gives undefined for %j', (token) => {
    expect(decodeJwtPayload(token)).toBeUndefined();
  });
});
