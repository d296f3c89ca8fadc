// The one error type handlers throw; the app's error handler answers it as `{ code, message }` JSON.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class ApiProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: number,
    message: string,
    /** For a 429: whole seconds until another attempt, sent as `Retry-After` and `retry_after`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiProblem';
  }
}

/** 429: too many attempts; the answer says how long to wait (`Retry-After`, and `retry_after` in the body). */
export function tooManyAttempts(seconds: number): ApiProblem {
  return new ApiProblem(429, 1000, `Too many attempts: try again in ${seconds} s`, seconds);
}

/** 400 with code 1000 (invalid format): the caller's input is wrong and nothing was written. */
export function invalidInput(message: string): ApiProblem {
  return new ApiProblem(400, 1000, message);
}
