import type * as z from 'zod/mini';

/** The HTTP methods the contract uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type QueryValue = string | number | boolean | undefined;

/** Any zod schema, zod/mini (core's own) or classic (a caller's). */
export interface CallOptions<S extends z.core.$ZodType> {
  /** Every answer is validated against this schema; a mismatch is an ApiError, never a half-parsed object. */
  schema: S;
  /** JSON body. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Send the bearer token and take part in refresh-and-retry. Default true. */
  auth?: boolean;
  /** The caller's own signal; combined with the client's timeout. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The one HTTP client every domain module calls through. */
export interface ApiClient {
  call<S extends z.core.$ZodType>(
    method: HttpMethod,
    path: string,
    options: CallOptions<S>,
  ): Promise<z.output<S>>;
}
