import { describe, expect, it } from 'vitest';
import { isOk, judge, readBody, readRetryAfter, readServerError } from './answer';

const json = (status: number, body: unknown) => ({ status, body, json: true });

describe('reading answers', () => {
  it('reads an empty body as undefined and keeps text that is not JSON', () => {
    expect(readBody(undefined)).toEqual({ body: undefined, json: true });
    expect(readBody('  ')).toEqual({ body: undefined, json: true });
    expect(readBody('{"a":1}')).toEqual({ body: { a: 1 }, json: true });
    expect(readBody('<html>')).toEqual({ body: '<html>', json: false });
  });

  it('reads code/Code and message/Message/error', () => {
    expect(readServerError(json(400, { code: 1000, message: 'invalid format' }))).toEqual({
      code: 1000,
      message: 'invalid format',
    });
    expect(readServerError(json(400, { Code: '1002', Message: 'recovery token not found' }))).toEqual({
      code: 1002,
      message: 'recovery token not found',
    });
    expect(readServerError(json(400, { error: 'nope' }))).toEqual({ message: 'nope' });
    expect(readServerError(json(400, { code: 'ABC', message: '' }))).toEqual({});
    expect(readServerError(json(400, [1, 2]))).toEqual({});
    expect(readServerError(json(400, null))).toEqual({});
    expect(readServerError({ status: 502, body: 'Bad Gateway', json: false })).toEqual({
      message: 'Bad Gateway',
    });
    expect(readServerError({ status: 502, body: 'x'.repeat(501), json: false })).toEqual({});
  });

  it('a JSON string answer is the message too, and messages are trimmed (the error modal shows them as they are)', () => {
    expect(readServerError(json(402, 'card declined'))).toEqual({ message: 'card declined' });
    expect(readServerError(json(401, ' signature is invalid '))).toEqual({ message: 'signature is invalid' });
    expect(judge(json(401, 'signature is invalid'))).toBe('invalid-signature');
    expect(readServerError(json(400, { message: '  card declined\n' }))).toEqual({
      message: 'card declined',
    });
  });

  it('judges 401 and code 1004 as refresh, 1005 as session-not-found, "signature is invalid" as logout', () => {
    expect(judge(json(401, undefined))).toBe('refresh');
    expect(judge(json(200, { code: 1004 }))).toBe('refresh');
    expect(judge(json(404, { code: 1005 }))).toBe('session-not-found');
    expect(judge(json(401, { code: 1005 }))).toBe('session-not-found');
    expect(judge(json(401, { message: 'Signature is invalid' }))).toBe('invalid-signature');
    expect(judge(json(400, { code: 1000 }))).toBe('pass');
    expect(judge(json(200, { id: 1 }))).toBe('pass');
  });

  it('is ok only on 200 or 204 without the expired-token or session codes', () => {
    expect(isOk(json(200, { id: 1 }))).toBe(true);
    expect(isOk(json(204, undefined))).toBe(true);
    expect(isOk(json(201, {}))).toBe(false);
    expect(isOk(json(200, { code: 1004 }))).toBe(false);
    expect(isOk(json(200, { code: 1005 }))).toBe(false);
  });
});

describe('how long a throttled caller waits (429)', () => {
  it("reads Retry-After in whole seconds, else the body's retry_after", () => {
    expect(readRetryAfter('30', { retry_after: 5 })).toBe(30);
    expect(readRetryAfter(null, { code: 1000, retry_after: 5 })).toBe(5);
    expect(readRetryAfter(' 7 ', undefined)).toBe(7);
  });

  it('ignores what is not a positive whole number of seconds', () => {
    for (const header of ['', 'soon', '-3', '1.5', 'Wed, 21 Oct 2015 07:28:00 GMT', '0'])
      expect(readRetryAfter(header, {})).toBeUndefined();
    expect(readRetryAfter(null, { retry_after: '2' })).toBe(2);
    expect(readRetryAfter(null, { retry_after: -1 })).toBeUndefined();
    expect(readRetryAfter(null, 'text')).toBeUndefined();
  });
});
