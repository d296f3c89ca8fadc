import { pageSession } from '../session/page-session';
import { z } from '../schemas/zod';
import type { Tokens } from '../session/tokens';
import { isOk, judge, readBody, readRetryAfter } from './answer';
import { abortedError, httpError, invalidResponse } from './call-errors';
import type { Answer } from './answer';
import { ApiError } from './errors';
import { createInFlight } from '../cache/in-flight';
import { raceAbort, withTimeout } from './timeout';
import type { TokenStore } from './token-store';
import type { ApiClient, CallOptions, HttpMethod } from './types';

/** Same-origin by default; partners' pages pass an absolute base such as https://api.example.com/api/v1. */
export const DEFAULT_API_BASE = '/api/v1';
/** accounts-cart-checkout.md §7: "Timeout 5000 ms on one client". */
export const DEFAULT_TIMEOUT_MS = 5000;

/**
 * Any fetch-like function taking one Request: the browser's fetch, or a server's in-process
 * handler such as a Hono app's `app.fetch`.
 */
export type FetchLike = (request: Request) => Response | Promise<Response>;

export interface ClientOptions {
  /** Base URL of the API, relative (default `/api/v1`) or absolute. */
  baseUrl?: string;
  /** Default: the global fetch, looked up at call time. */
  fetch?: FetchLike;
  /** Per request, including the body; default 5000 ms. */
  timeoutMs?: number;
  /** Where tokens are read and refreshed ones written; default: the page session. */
  tokens?: TokenStore;
}

export interface Client extends ApiClient {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly tokens: TokenStore;
}

/** Relative URLs need an origin to become a Request: the page's in a browser, a placeholder in Node. */
function absoluteUrl(url: string): string {
  const origin = (globalThis as { location?: { href?: string } }).location?.href ?? 'http://localhost/';
  return new URL(url, origin).href;
}

/** `base` + `path` with one slash between them, and the query's defined values. */
function requestUrl(base: string, path: string, query: CallOptions<z.core.$ZodType>['query']): string {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined) params.append(name, String(value));
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function networkMessage(error: unknown): string {
  // The fetch error may wrap the socket error (undici: "fetch failed" ← ECONNREFUSED).
  const fetchError = error;
  if (!(fetchError instanceof Error)) return String(fetchError);
  const socketError = fetchError.cause instanceof Error ? fetchError.cause.message : undefined;
  return socketError && socketError !== fetchError.message
    ? `${fetchError.message}: ${socketError}`
    : fetchError.message;
}

/**
 * The one HTTP client. Every answer is checked against the call's schema. A 204 (or an empty
 * 200) gives the schema `undefined`, so calls that may answer without a body use a schema that
 * accepts it (e.g. `z.void()` or `z.optional(...)`).
 */
export function createClient(options: ClientOptions = {}): Client {
  const baseUrl = options.baseUrl ?? DEFAULT_API_BASE;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const store = options.tokens ?? pageSession.tokenStore;
  const inFlight = createInFlight();
  /** The token refresh in flight, shared by every call that waits for it (refresh.ts). */
  const refreshing = createInFlight();

  /**
   * The platform's fetch with a JSON body, the answer read as text (judged in answer.ts). No HTTP
   * library: what one would add (base joining, query, JSON) is these few lines, and it saved the
   * partner runtime ofetch, destr and ufo (3.9 kB gzip).
   */
  async function fetchText(
    url: string,
    init: RequestInit,
  ): Promise<{ status: number; headers: Headers; text: string }> {
    const request = new Request(absoluteUrl(url), init);
    const userFetch: FetchLike = options.fetch ?? ((r) => globalThis.fetch(r));
    const signal = init.signal ?? undefined;
    // A handler called in-process may ignore the signal; the timeout must still win.
    const response = await raceAbort(Promise.resolve(userFetch(request)), signal);
    const text = await raceAbort(response.text(), signal);
    return { status: response.status, headers: response.headers, text };
  }

  /** One HTTP exchange, shared with identical calls in flight. Rejects only with an ApiError. */
  async function exchange<S extends z.core.$ZodType>(
    method: HttpMethod,
    path: string,
    call: CallOptions<S>,
    tokens: Tokens | null,
  ): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
    if (tokens) headers.authorization = `Bearer ${tokens.accessToken}`;
    const key = JSON.stringify([method, path, call.query ?? null, call.body ?? null, headers]);

    const send = async (sharedSignal: AbortSignal): Promise<Answer> => {
      const timeout = withTimeout(sharedSignal, timeoutMs);
      try {
        const response = await fetchText(requestUrl(baseUrl, path, call.query), {
          method,
          headers: call.body === undefined ? headers : { 'content-type': 'application/json', ...headers },
          ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
          signal: timeout.signal,
        });
        const body = readBody(response.text);
        const retryAfterSeconds =
          response.status === 429
            ? readRetryAfter(response.headers.get('retry-after'), body.body)
            : undefined;
        return {
          status: response.status,
          ...body,
          ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
        };
      } catch (error) {
        if (timeout.timedOut()) {
          throw new ApiError({
            kind: 'timeout',
            status: 0,
            message: `The call timed out after ${timeoutMs} ms`,
            cause: error,
          });
        }
        if (sharedSignal.aborted) throw abortedError(sharedSignal);
        throw new ApiError({ kind: 'network', status: 0, message: networkMessage(error), cause: error });
      } finally {
        timeout.dispose();
      }
    };

    try {
      return await inFlight.share(key, send, call.signal);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (call.signal?.aborted) throw abortedError(call.signal);
      throw new ApiError({ kind: 'network', status: 0, message: networkMessage(error), cause: error });
    }
  }

  /**
   * Makes sure a token newer than `used` is in the store. The refresh itself (refresh.ts) is
   * fetched the first time a signed-in player's token expires; if it cannot be fetched, the call
   * fails as without a network, and the session stays.
   */
  async function renew(used: Tokens | null, failed: Answer, signal: AbortSignal | undefined): Promise<void> {
    const current = store.getTokens();
    if (current && current.accessToken !== used?.accessToken) return; // someone already renewed it
    if (!current) throw httpError(failed); // a guest has nothing to refresh
    const refresh = await import('./refresh').catch((error: unknown) => {
      throw new ApiError({ kind: 'network', status: 0, message: networkMessage(error), cause: error });
    });
    await refresh.renew({ exchange, store, refreshing }, current, signal);
  }

  async function call<S extends z.core.$ZodType>(
    method: HttpMethod,
    path: string,
    callOptions: CallOptions<S>,
  ): Promise<z.output<S>> {
    const auth = callOptions.auth ?? true;
    const used = auth ? store.getTokens() : null;
    let answer = await exchange(method, path, callOptions, used);

    if (auth) {
      let verdict = judge(answer);
      if (verdict === 'refresh') {
        await renew(used, answer, callOptions.signal);
        answer = await exchange(method, path, callOptions, store.getTokens());
        verdict = judge(answer);
      } else if (verdict === 'session-not-found') {
        // accounts-cart-checkout.md §8: retry if a newer token exists than the one the call used, otherwise
        // log out.
        const current = store.getTokens();
        if (!current || current.accessToken === used?.accessToken) {
          store.logout();
          throw httpError(answer);
        }
        answer = await exchange(method, path, callOptions, current);
        verdict = judge(answer);
      }
      if (verdict === 'invalid-signature') {
        store.logout();
        throw httpError(answer);
      }
    }

    if (!isOk(answer)) throw httpError(answer);
    if (!answer.json) throw invalidResponse(answer, 'The answer is not JSON');
    const parsed = z.safeParse(callOptions.schema, answer.body);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const where = first && first.path.length > 0 ? ` at ${first.path.join('.')}` : '';
      throw invalidResponse(
        answer,
        `The answer does not match its schema${where}: ${first?.message ?? 'invalid'}`,
      );
    }
    return parsed.data;
  }

  return { call, baseUrl, timeoutMs, tokens: store };
}
