import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { failureText, serverErrorText, throttledText } from './error-text';

const http = (serverMessage?: string) =>
  new ApiError({
    kind: 'http',
    status: 400,
    message: serverMessage ?? 'The server answered with status 400',
    ...(serverMessage ? { serverMessage } : {}),
  });

describe('error text (error modal: "shows the server error text, or Payment execution error when none is given")', () => {
  it('is the text the server gave, and null when it gave none', () => {
    expect(serverErrorText(http('card declined'))).toBe('card declined');
    expect(serverErrorText(http())).toBeNull();
    expect(serverErrorText(new ApiError({ kind: 'network', status: 0, message: 'fetch failed' }))).toBeNull();
    expect(serverErrorText(new Error('boom'))).toBeNull();
  });

  it("a form falls back to the failure's own message, then to its fallback", () => {
    expect(failureText(http('recovery token not found'))).toBe('recovery token not found');
    expect(failureText(new ApiError({ kind: 'network', status: 0, message: 'fetch failed' }))).toBe(
      'fetch failed',
    );
    expect(failureText('not an error', 'Login or password error')).toBe('Login or password error');
  });
});

describe('a throttled form says how long to wait', () => {
  const throttled = (retryAfterSeconds?: number) =>
    new ApiError({
      kind: 'http',
      status: 429,
      message: 'Too many attempts',
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    });

  it('gives the wait in seconds, singular for one', () => {
    expect(throttledText(throttled(30), 'en')).toBe('Too many attempts. Try again in 30 seconds.');
    expect(throttledText(throttled(1), 'en')).toBe('Too many attempts. Try again in 1 second.');
    expect(throttledText(throttled(), 'en')).toBe('Too many attempts. Try again later.');
  });

  it('is null for any other failure, so the form shows its own text', () => {
    expect(
      throttledText(new ApiError({ kind: 'http', status: 401, message: 'Login or password error' }), 'en'),
    ).toBeNull();
    expect(throttledText(new Error('boom'), 'en')).toBeNull();
  });
});
