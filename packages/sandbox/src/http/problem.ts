// The one error type handlers throw; the app's error handler answers it as `{ code, message }` JSON.
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export class ApiProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiProblem';
  }
}

/** 400 with code 1000 (invalid format): the caller's input is wrong and nothing was written. */
export function invalidInput(message: string): ApiProblem {
  return new ApiProblem(400, 1000, message);
}
