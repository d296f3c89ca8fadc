import { createApi } from './api/api';
import type { Api } from './api/api';
import { DEFAULT_API_BASE, DEFAULT_TIMEOUT_MS, createClient } from './api/client';
import type { Client, FetchLike } from './api/client';

/** Page-level settings: where the API is, how to reach it, how long to wait. */
export interface PageConfig {
  /** Relative (same origin, default `/api/v1`) or absolute for partners' pages. */
  apiBase?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}

/** `<meta name="rdc:api-base" content="https://partner-api.example/api/v1">` sets the base without code. */
export const API_BASE_META = 'rdc:api-base';

interface PageState {
  config: PageConfig;
  client?: Client;
  /** The api bound to `client`; rebuilt whenever the client is. */
  api?: { client: Client; api: Api };
}

// Shared through globalThis so that two bundles of @rdc/core on one page use one client.
const PAGE_STATE = Symbol.for('rdc.core.config');
const registry = globalThis as { [PAGE_STATE]?: PageState };
const state: PageState = (registry[PAGE_STATE] ??= { config: {} });

function apiBaseFromMeta(): string | undefined {
  const doc = (globalThis as { document?: Pick<Document, 'querySelector'> }).document;
  const content = doc?.querySelector(`meta[name="${API_BASE_META}"]`)?.getAttribute('content')?.trim();
  return content ? content : undefined;
}

/**
 * Sets the page's API base, fetch or timeout. Later calls merge with earlier ones; the next
 * `getClient()` builds a client with the new settings (calls already running finish on the old one).
 */
export function configure(config: PageConfig): void {
  state.config = { ...state.config, ...config };
  state.client = undefined;
  state.api = undefined;
}

/** The API base in force: `configure({ apiBase })`, else the page's meta tag, else `/api/v1`. */
export function getApiBase(): string {
  return state.config.apiBase ?? apiBaseFromMeta() ?? DEFAULT_API_BASE;
}

/** The page's client, created on first use, over the page session. */
export function getClient(): Client {
  state.client ??= createClient({
    baseUrl: getApiBase(),
    timeoutMs: state.config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...(state.config.fetch ? { fetch: state.config.fetch } : {}),
  });
  return state.client;
}

/** Every domain of calls over the page's client, created on first use. */
export function getApi(): Api {
  const client = getClient();
  if (state.api?.client !== client) state.api = { client, api: createApi(client) };
  return state.api.api;
}

/** Forgets the page settings, client and api (tests). */
export function resetConfig(): void {
  state.config = {};
  state.client = undefined;
  state.api = undefined;
}
