export { DEFAULT_API_BASE, DEFAULT_TIMEOUT_MS, REFRESH_PATH, createClient } from './client';
export type { Client, ClientOptions, FetchLike } from './client';
export { ApiError, isApiError } from './errors';
export type { ApiErrorInit, ApiErrorKind } from './errors';
export { createMemoryTokenStore } from './token-store';
export type { TokenStore } from './token-store';
export type { ApiClient, CallOptions, HttpMethod, QueryValue } from './types';
