import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import { isApiError } from './errors';

/**
 * The text the server gave for a failed call, or null when it gave none (no answer at all, an
 * answer without a message, or a failure that is not a call's). The client reads it once, from
 * the same fields it reads the error code from.
 */
export function serverErrorText(error: unknown): string | null {
  return isApiError(error) && error.kind === 'http' ? (error.serverMessage ?? null) : null;
}

/**
 * What a form shows when the server throttled it (too many failed sign-ins or recovery sends, 429):
 * how long to wait, in `locale`, instead of a generic error. Null for any other failure.
 */
export function throttledText(error: unknown, locale: Locale): string | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const seconds = error.retryAfterSeconds;
  if (seconds === undefined) return m.api_too_many_attempts_later(locale);
  return m.api_too_many_attempts(locale, { seconds });
}

/** What a form shows after a failure: the server's text, else the failure's own message, else the fallback. */
export function failureText(error: unknown, fallback = 'error'): string {
  return serverErrorText(error) ?? (error instanceof Error && error.message ? error.message : fallback);
}
