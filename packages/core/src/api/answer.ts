import { ServerCode } from './server-codes';

/** One raw answer of the server: its status and its body, parsed as JSON when it is JSON. */
export interface Answer {
  status: number;
  /** undefined for an empty body (e.g. 204). */
  body: unknown;
  /** False when a non-empty body was not JSON; `body` then holds its text. */
  json: boolean;
  /** The `Retry-After` header, in whole seconds, when the server sent one (a throttled call). */
  retryAfterSeconds?: number;
}

/**
 * How long a throttled caller must wait: the `Retry-After` header (whole seconds), else the
 * body's `retry_after` (a partner page on another origin may not be allowed to read the header).
 */
export function readRetryAfter(header: string | null | undefined, body: unknown): number | undefined {
  const fromBody =
    typeof body === 'object' && body !== null ? (body as { retry_after?: unknown }).retry_after : undefined;
  for (const value of [header, fromBody]) {
    const seconds = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    if (typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0) return seconds;
  }
  return undefined;
}

export function readBody(text: string | undefined): Pick<Answer, 'body' | 'json'> {
  if (text === undefined || text.trim() === '') return { body: undefined, json: true };
  try {
    return { body: JSON.parse(text) as unknown, json: true };
  } catch {
    return { body: text, json: false };
  }
}

/**
 * The error fields a server body may carry: `code`/`Code` and `message`/`Message`
 * (accounts-cart-checkout.md §7: "the Message field").
 */
export function readServerError(answer: Answer): { code?: number; message?: string } {
  // Text (a JSON string, or a body that is not JSON) is the message; a long one is an error page, not a message.
  if (typeof answer.body === 'string') {
    const text = answer.body.trim();
    return text && text.length <= 500 ? { message: text } : {};
  }
  if (typeof answer.body !== 'object' || answer.body === null) return {};
  const fields = answer.body as Record<string, unknown>;
  const rawCode = fields.code ?? fields.Code;
  const rawMessage = fields.message ?? fields.Message ?? fields.error;
  const code =
    typeof rawCode === 'number'
      ? rawCode
      : typeof rawCode === 'string' && /^\d+$/.test(rawCode)
        ? Number(rawCode)
        : undefined;
  const message = typeof rawMessage === 'string' && rawMessage.trim() !== '' ? rawMessage.trim() : undefined;
  return { ...(code === undefined ? {} : { code }), ...(message === undefined ? {} : { message }) };
}

/** What the client does about an answer to an authorised call. */
export type Verdict = 'pass' | 'refresh' | 'session-not-found' | 'invalid-signature';

export function judge(answer: Answer): Verdict {
  const { code, message } = readServerError(answer);
  // accounts-cart-checkout.md §4: "a response message saying the signature is invalid" logs out, whatever the
  // status.
  if (message && /signature is invalid/i.test(message)) return 'invalid-signature';
  // The code is more specific than the status: a 401 saying "session not found" is not refreshed.
  if (code === ServerCode.SessionNotFound) return 'session-not-found';
  if (answer.status === 401 || code === ServerCode.AuthTokenExpired) return 'refresh';
  return 'pass';
}

/**
 * accounts-cart-checkout.md §7: a call is ok on 200 or 204. An ok status that carries the expired-token or
 * session codes is not.
 */
export function isOk(answer: Answer): boolean {
  if (answer.status !== 200 && answer.status !== 204) return false;
  const { code } = readServerError(answer);
  return code !== ServerCode.AuthTokenExpired && code !== ServerCode.SessionNotFound;
}
