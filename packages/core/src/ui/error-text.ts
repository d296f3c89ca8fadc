import { isApiError } from '../api/errors';

/**
 * The text the server gave for a failed call, or null when it gave none (no answer at all, an
 * answer without a message, or a failure that is not a call's).
 */
export function serverErrorText(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  const body = error.body;
  if (typeof body === 'string') return body.trim() || null;
  if (typeof body !== 'object' || body === null) return null;
  const fields = body as Record<string, unknown>;
  const text = fields.message ?? fields.Message ?? fields.error;
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
}
