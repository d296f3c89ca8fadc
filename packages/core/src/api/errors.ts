/**
 * What went wrong with a call:
 * - `http`: the server answered with a status other than 200/204, or with an error code in the body;
 * - `network`: no answer at all (refused, reset, DNS, CORS); status 0;
 * - `timeout`: no answer within the client's timeout; status 0;
 * - `aborted`: the caller's own AbortSignal fired; status 0;
 * - `invalid-response`: the server said ok but the answer did not match its schema (or was not JSON);
 *   status is the HTTP status of that answer.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'invalid-response';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  message: string;
  /** The server's error code (1000–1008, 5000–5005), when the answer carried one. */
  code?: number;
  /** The text the server's answer gave (`message`, `Message` or `error`), shown to users as is. */
  serverMessage?: string;
  /** The parsed answer, kept for callers that show the server's own error body (e.g. avatar upload 400). */
  body?: unknown;
  /** For a throttled call (429): whole seconds until the server takes another attempt. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** The one error every failed call rejects with: `{ status, code?, message }` plus its kind. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code?: number;
  readonly serverMessage?: string;
  readonly body?: unknown;
  readonly retryAfterSeconds?: number;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
    if (init.serverMessage !== undefined) this.serverMessage = init.serverMessage;
    if (init.body !== undefined) this.body = init.body;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
