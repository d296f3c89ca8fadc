import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../locale/catalogues';
import { ApiError } from './errors';
import { throttledText } from './error-text';

beforeAll(() => loadLocale('de'));

const throttled = (retryAfterSeconds?: number) =>
  new ApiError({
    kind: 'http',
    status: 429,
    message: 'Too many attempts',
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  });

describe('a throttled form in German', () => {
  it('gives the wait with the plural of the count', () => {
    expect(throttledText(throttled(1), 'de')).toBe('Zu viele Versuche. Versuch es in 1 Sekunde noch einmal.');
    expect(throttledText(throttled(30), 'de')).toBe(
      'Zu viele Versuche. Versuch es in 30 Sekunden noch einmal.',
    );
    expect(throttledText(throttled(), 'de')).toBe('Zu viele Versuche. Versuch es später noch einmal.');
    expect(throttledText(throttled(1), 'en')).toBe('Too many attempts. Try again in 1 second.');
  });
});
