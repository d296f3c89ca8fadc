import { readServerError, type Answer } from './answer';
import { ApiError } from './errors';

/* The errors a call rejects with, built from its answer: the client's, and its token refresh's (refresh.ts). */

export function httpError(answer: Answer): ApiError {
  const { code, message } = readServerError(answer);
  return new ApiError({
    kind: 'http',
    status: answer.status,
    message: message ?? `The server answered with status ${answer.status}`,
    ...(code === undefined ? {} : { code }),
    ...(message === undefined ? {} : { serverMessage: message }),
    ...(answer.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: answer.retryAfterSeconds }),
    body: answer.body,
  });
}

export function invalidResponse(answer: Answer, reason: string): ApiError {
  return new ApiError({
    kind: 'invalid-response',
    status: answer.status,
    message: reason,
    body: answer.body,
  });
}

export function abortedError(signal: AbortSignal): ApiError {
  return new ApiError({ kind: 'aborted', status: 0, message: 'The call was aborted', cause: signal.reason });
}
