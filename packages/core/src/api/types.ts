import type * as z from 'zod';

/** The HTTP methods the contract uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type QueryValue = string | number | boolean | undefined;

export interface CallOptions<S extends z.ZodType> {
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
  call<S extends z.ZodType>(method: HttpMethod, path: string, options: CallOptions<S>): Promise<z.output<S>>;
}
