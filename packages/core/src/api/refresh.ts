import { TokenPairSchema } from '../schemas/auth';
import type { InFlight } from '../cache/in-flight';
import type { Tokens } from '../session/tokens';
import type { Answer } from './answer';
import { abortedError, httpError, invalidResponse } from './call-errors';
import { ApiError } from './errors';
import { raceAbort } from './timeout';
import type { TokenStore } from './token-store';
import type { CallOptions, HttpMethod } from './types';

/*
 * The token refresh of the client (client.ts): only a signed-in player whose access token has
 * expired needs it, so the client fetches this module then.
 */

const REFRESH_PATH = '/auth/refresh';

/** What the refresh uses of its client: one HTTP exchange, the token store, and the refresh in flight. */
export interface RefreshContext {
  exchange(
    method: HttpMethod,
    path: string,
    call: CallOptions<typeof TokenPairSchema>,
    tokens: null,
  ): Promise<Answer>;
  store: TokenStore;
  /** Many calls failing with an expired token at once share one refresh (one key: one refresh runs at a time). */
  refreshing: InFlight;
}

/** POST /auth/refresh with the refresh token; below 300 both new tokens are stored, otherwise logout. */
async function refreshTokens({ exchange, store }: RefreshContext, refreshToken: string): Promise<void> {
  // auth: false, and the answer is never judged: the refresh call itself is never refreshed.
  // A network failure or timeout rejects the waiting calls but keeps the session: the server did not refuse it.
  const answer = await exchange(
    'POST',
    REFRESH_PATH,
    { schema: TokenPairSchema, body: { value: refreshToken } },
    null,
  );
  if (answer.status >= 300) {
    // Tabs that remember the session share one pair: when another tab refreshed first, the server
    // refuses the spent refresh token, but that tab's new pair has reached this store and stands.
    const current = store.getTokens();
    if (current && current.refreshToken !== refreshToken) return;
    store.logout();
    throw httpError(answer);
  }
  const pair = TokenPairSchema.safeParse(answer.body);
  if (!pair.success) {
    store.logout();
    throw invalidResponse(answer, 'The refresh answer carries no token pair');
  }
  store.setTokens({ accessToken: pair.data.accessToken, refreshToken: pair.data.refreshToken });
}

/** Refreshes the `current` tokens: one refresh for every call that waits. */
export async function renew(
  context: RefreshContext,
  current: Tokens,
  signal: AbortSignal | undefined,
): Promise<void> {
  try {
    // The caller may stop waiting; the refresh goes on for the others.
    await raceAbort(
      context.refreshing.share(REFRESH_PATH, () => refreshTokens(context, current.refreshToken)),
      signal,
    );
  } catch (error) {
    if (error instanceof ApiError || !signal?.aborted) throw error;
    throw abortedError(signal);
  }
}
