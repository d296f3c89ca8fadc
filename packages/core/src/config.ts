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
  /** The domains of calls bound to `client`, by their maker; rebuilt whenever the client is. */
  domains?: { client: Client; made: Map<(client: Client) => unknown, unknown> };
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
  state.domains = undefined;
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

/**
 * One domain of calls (`createCartApi`, …) over the page's client, made on first use. A module
 * asks only for the domains it calls, so the partner runtime carries those and not every domain
 * (`getApi()` in api/page-api.ts gives them all, for hosts and tests: every domain's schemas and
 * calls, about 5 kB gzip, in the chunk of any partner widget calling it).
 */
export function getDomain<Domain>(make: (client: Client) => Domain): Domain {
  const client = getClient();
  if (state.domains?.client !== client) state.domains = { client, made: new Map() };
  const { made } = state.domains;
  if (!made.has(make)) made.set(make, make(client));
  return made.get(make) as Domain;
}

/** Forgets the page settings, client and api (tests). */
export function resetConfig(): void {
  state.config = {};
  state.client = undefined;
  state.domains = undefined;
}
