import type { Tokens } from '../session/tokens';

/**
 * Where the client reads the current tokens and writes refreshed ones. The page session
 * implements it; tests and servers can hand the client a fresh one.
 */
export interface TokenStore {
  getTokens(): Tokens | null;
  /** Stores the pair a refresh returned, keeping how the session was stored (rememberMe). */
  setTokens(tokens: Tokens): void;
  /** Ends the session: a failed refresh, session-not-found with no newer token, or an invalid signature. */
  logout(): void;
}

/** A token store that keeps the pair in memory only. */
export function createMemoryTokenStore(initial: Tokens | null = null): TokenStore {
  let tokens = initial;
  return {
    getTokens: () => tokens,
    setTokens: (next) => {
      tokens = next;
    },
    logout: () => {
      tokens = null;
    },
  };
}
