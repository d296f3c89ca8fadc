import type { Tokens } from './tokens';
import {
  ACCESS_TOKEN_KEY,
  HANDED_OVER_KEY,
  LOGOUT_SIGNAL_KEY,
  REFRESH_TOKEN_KEY,
  REMEMBER_ME_SECONDS,
} from './tokens';
import { logIgnored } from '../log-ignored';

/** Tokens as found in storage: unvalidated text, checked by the session before use. */
export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  rememberMe: boolean;
  /** A session a game handed to this tab: kept beside the remembered one, never in its place. */
  handedOver?: boolean;
}

/**
 * What another tab did to the shared storage: an explicit logout, or new remembered tokens
 * (login or refresh there; null when they were removed).
 */
export type RemoteChange = { type: 'logout' } | { type: 'tokens'; stored: StoredTokens | null };

/** Where a session keeps its tokens between page loads. */
export interface TokenPersistence {
  load(): StoredTokens | null;
  save(tokens: Tokens, rememberMe: boolean): void;
  /** Keeps a handed-over session for this tab only; the remembered session stays as it was. */
  saveHandedOver(tokens: Tokens): void;
  /** Forgets the tokens; `broadcast` also tells the other tabs to log out. */
  clear(options: { broadcast: boolean }): void;
  /** Forgets this tab's handed-over session only: the remembered one, and the other tabs, are left alone. */
  clearHandedOver(): void;
  /** Listens for other tabs' logins, refreshes and logouts; returns the unsubscribe. */
  watch(onChange: (change: RemoteChange) => void): () => void;
}

/** Keeps nothing between page loads: for Node (servers, tests) and pages without storage. */
export function createMemoryPersistence(initial: StoredTokens | null = null): TokenPersistence {
  let stored = initial;
  return {
    load: () => stored,
    save: (tokens, rememberMe) => {
      stored = { ...tokens, rememberMe };
    },
    saveHandedOver: (tokens) => {
      stored = { ...tokens, rememberMe: false, handedOver: true };
    },
    clear: () => {
      stored = null;
    },
    clearHandedOver: () => {
      stored = null;
    },
    watch: () => () => {},
  };
}

/** The parts of `window` the browser persistence uses. */
export interface BrowserStorageHost {
  sessionStorage: Storage;
  localStorage: Storage;
  document: Pick<Document, 'cookie'>;
  location?: Pick<Location, 'protocol'>;
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

/**
 * rememberMe off: session storage. On: local storage and a cookie per token, 30 days each
 * (accounts-cart-checkout.md §4). Storage that throws (disabled cookies, sandboxed frames, Safari private
 * mode) is logged and skipped.
 */
export function createBrowserPersistence(host: BrowserStorageHost): TokenPersistence {
  const attempt = <T>(what: string, action: () => T): T | undefined => {
    try {
      return action();
    } catch (error) {
      logIgnored(`unusable ${what}`, error);
      return undefined;
    }
  };
  const local = () => host.localStorage;
  const session = () => host.sessionStorage;

  const readPair = (storage: () => Storage, rememberMe: boolean, what: string): StoredTokens | null =>
    attempt(what, () => {
      const accessToken = storage().getItem(ACCESS_TOKEN_KEY);
      const refreshToken = storage().getItem(REFRESH_TOKEN_KEY);
      return accessToken && refreshToken ? { accessToken, refreshToken, rememberMe } : null;
    }) ?? null;

  const readCookies = (): StoredTokens | null =>
    attempt('cookies', () => {
      const jar = new Map<string, string>();
      for (const part of host.document.cookie.split(';')) {
        const at = part.indexOf('=');
        if (at > 0) jar.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
      }
      const accessToken = jar.get(ACCESS_TOKEN_KEY);
      const refreshToken = jar.get(REFRESH_TOKEN_KEY);
      return accessToken && refreshToken ? { accessToken, refreshToken, rememberMe: true } : null;
    }) ?? null;

  const writeCookie = (name: string, value: string, maxAgeSeconds: number) =>
    attempt('cookies', () => {
      const secure = host.location?.protocol === 'https:' ? '; Secure' : '';
      host.document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
    });

  const removePair = (storage: () => Storage, what: string) =>
    attempt(what, () => {
      storage().removeItem(ACCESS_TOKEN_KEY);
      storage().removeItem(REFRESH_TOKEN_KEY);
    });

  const removeCookies = () => {
    writeCookie(ACCESS_TOKEN_KEY, '', 0);
    writeCookie(REFRESH_TOKEN_KEY, '', 0);
  };

  const handedOver = () =>
    attempt('session storage', () => session().getItem(HANDED_OVER_KEY) === '1') ?? false;
  const removeHandedOverMark = () => attempt('session storage', () => session().removeItem(HANDED_OVER_KEY));

  const loadTabSession = (): StoredTokens | null => {
    const pair = readPair(session, false, 'session storage');
    return pair && handedOver() ? { ...pair, handedOver: true } : pair;
  };

  return {
    load: () => loadTabSession() ?? readPair(local, true, 'local storage') ?? readCookies(),

    saveHandedOver(tokens) {
      attempt('session storage', () => {
        session().setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
        session().setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
        session().setItem(HANDED_OVER_KEY, '1');
      });
    },

    clearHandedOver() {
      removePair(session, 'session storage');
      removeHandedOverMark();
    },

    save(tokens, rememberMe) {
      removeHandedOverMark();
      if (rememberMe) {
        removePair(session, 'session storage');
        attempt('local storage', () => {
          local().setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
          local().setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
        });
        writeCookie(ACCESS_TOKEN_KEY, tokens.accessToken, REMEMBER_ME_SECONDS);
        writeCookie(REFRESH_TOKEN_KEY, tokens.refreshToken, REMEMBER_ME_SECONDS);
      } else {
        removePair(local, 'local storage');
        removeCookies();
        attempt('session storage', () => {
          session().setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
          session().setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
        });
      }
    },

    clear({ broadcast }) {
      removePair(session, 'session storage');
      removeHandedOverMark();
      removePair(local, 'local storage');
      removeCookies();
      if (broadcast) {
        // A session kept in session storage leaves no trace in local storage, so a logout
        // is announced explicitly; setting and removing the key fires `storage` in the other tabs.
        attempt('local storage', () => {
          local().setItem(LOGOUT_SIGNAL_KEY, String(Date.now()));
          local().removeItem(LOGOUT_SIGNAL_KEY);
        });
      }
    },

    watch(onChange) {
      const onStorage = (event: StorageEvent) => {
        const fromLocal = attempt('local storage', () => event.storageArea === local());
        if (!fromLocal) return;
        if (event.key === LOGOUT_SIGNAL_KEY) {
          if (event.newValue !== null) onChange({ type: 'logout' });
          return;
        }
        if (event.key !== null && event.key !== ACCESS_TOKEN_KEY && event.key !== REFRESH_TOKEN_KEY) return;
        onChange({ type: 'tokens', stored: readPair(local, true, 'local storage') });
      };
      host.addEventListener('storage', onStorage);
      return () => host.removeEventListener('storage', onStorage);
    },
  };
}

/** Browser storage when there is a window, memory otherwise (Node, workers). */
export function createDefaultPersistence(): TokenPersistence {
  const host = (globalThis as { window?: BrowserStorageHost }).window;
  return host ? createBrowserPersistence(host) : createMemoryPersistence();
}
