import { atom, computed, onMount } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { TokenStore } from '../api/token-store';
import { logIgnored } from '../log-ignored';
import type { RemoteChange, StoredTokens, TokenPersistence } from './persistence';
import { GUEST_PROFILE, profileFromToken } from './profile';
import type { Profile } from './profile';
import { TokenPairSchema } from '../schemas/auth';
import type { Tokens } from './tokens';

/** A logged-in session: the tokens, how they are kept, and who they name. */
export interface SessionState {
  tokens: Tokens;
  rememberMe: boolean;
  /** Handed over by a game to this tab (`#rdc-session=`): kept beside the remembered session, never in its place. */
  handedOver: boolean;
  profile: Profile;
}

export interface SetSessionOptions {
  /** Keep the session in local storage and cookies for 30 days instead of this tab's session storage. */
  rememberMe?: boolean;
  /**
   * A session a game handed over: this tab's only (session storage), leaving the site's remembered
   * session and the other tabs as they are; its Log Out ends it here only.
   */
  handedOver?: boolean;
}

/**
 * Why the session ended: `user` when someone pressed Log Out (here or in another tab), `expired`
 * when the client ended it (a failed refresh, session not found, an invalid signature).
 */
export type LogoutReason = 'user' | 'expired';

export interface Session {
  /** The current session, null for a guest. */
  readonly $session: ReadableAtom<SessionState | null>;
  /** Who is logged in; the guest profile when nobody is. Changes on login, refresh and logout. */
  readonly $profile: ReadableAtom<Profile>;
  readonly $isLoggedIn: ReadableAtom<boolean>;
  /**
   * Starts a session from the tokens of a login or registration. Returns false, logs, and
   * changes nothing when the tokens are unusable (not a pair of strings, or an unreadable access token).
   */
  setSession(tokens: Tokens, options?: SetSessionOptions): boolean;
  /** Why the last session ended; null while none has ended on this page. */
  readonly $logoutReason: ReadableAtom<LogoutReason | null>;
  /** Ends the session here and in every other tab; the user's own Log Out unless told otherwise. */
  logout(reason?: LogoutReason): void;
  /** The view of this session the API client uses. */
  readonly tokenStore: TokenStore;
  /** Stops listening to other tabs. */
  dispose(): void;
}

function toState(
  candidate: unknown,
  rememberMe: boolean,
  source: string,
  handedOver = false,
): SessionState | null {
  const pair = TokenPairSchema.safeParse(candidate);
  if (!pair.success) {
    logIgnored(`${source}: not a token pair`, pair.error.issues);
    return null;
  }
  const { accessToken, refreshToken } = pair.data;
  const profile = profileFromToken(accessToken, rememberMe);
  if (!profile) {
    logIgnored(`${source}: the access token does not carry a readable profile`);
    return null;
  }
  return { tokens: { accessToken, refreshToken }, rememberMe, handedOver, profile };
}

function fromStored(stored: StoredTokens | null, source: string): SessionState | null {
  if (!stored) return null;
  const { rememberMe, handedOver, ...tokens } = stored;
  return toState(tokens, rememberMe, source, handedOver ?? false);
}

/** A session over the given persistence; the page has one (see page-session.ts), tests make their own. */
export function createSession(persistence: TokenPersistence): Session {
  // The stored tokens are read when the session is first read or watched, not when this is
  // created: created while a bundle's top level runs, its `document.cookie` read made Chromium parse
  // the whole bundle again (it records the script position of a cookie read), and the task running
  // the site's shared chunk was 20 to 40 ms longer at a 3x CPU slowdown.
  // Other tabs are followed from the same moment, for the same reason: in Chromium the first
  // `storage` listener opens the page's storage area, 3 to 4 ms of that task before any slowdown.
  // Until then there is nothing to follow: the first read takes the storage as it is by then.
  const $session = atom<SessionState | null>(null);
  let loaded = false;
  let stopWatching: (() => void) | undefined;
  onMount($session, () => {
    followOtherTabs();
    if (loaded) return;
    loaded = true;
    $session.set(fromStored(persistence.load(), 'stored tokens'));
  });
  const $profile = computed($session, (state) => state?.profile ?? GUEST_PROFILE);
  const $isLoggedIn = computed($profile, (profile) => profile.user_id !== 0);
  const $logoutReason = atom<LogoutReason | null>(null);

  const start = (candidate: unknown, rememberMe: boolean, source: string, handedOver = false): boolean => {
    const state = toState(candidate, handedOver ? false : rememberMe, source, handedOver);
    if (!state) return false;
    if (handedOver) persistence.saveHandedOver(state.tokens);
    else persistence.save(state.tokens, rememberMe);
    // A session started before anything read the stored one replaces it.
    loaded = true;
    followOtherTabs();
    $session.set(state);
    return true;
  };

  const logout = (reason: LogoutReason = 'user') => {
    // A handed-over session ends in its tab only: the remembered session and the other tabs stay.
    if ($session.get()?.handedOver) persistence.clearHandedOver();
    else persistence.clear({ broadcast: true });
    // Set before the session, so whoever hears the session end reads why.
    $logoutReason.set(reason);
    $session.set(null);
  };

  const onOtherTab = (change: RemoteChange) => {
    const current = $session.get();
    if (change.type === 'logout') {
      // The site's Log Out in another tab is not the game's: a handed-over session goes on.
      if (!current || current.handedOver) return;
      // Clear this tab's own storage without announcing again, or the tabs would echo forever.
      persistence.clear({ broadcast: false });
      // Another tab does not say why; its own widgets tell its host.
      $logoutReason.set('user');
      $session.set(null);
      return;
    }
    // Remembered tokens are shared by every tab; a tab with its own session-storage session keeps it.
    if (current && !current.rememberMe) return;
    if (!change.stored) {
      if (current) {
        $logoutReason.set('user');
        $session.set(null);
      }
      return;
    }
    if (current?.tokens.accessToken === change.stored.accessToken) return;
    const next = fromStored(change.stored, 'tokens from another tab');
    if (next) $session.set(next);
  };
  function followOtherTabs(): void {
    stopWatching ??= persistence.watch(onOtherTab);
  }

  const tokenStore: TokenStore = {
    getTokens: () => $session.get()?.tokens ?? null,
    setTokens: (tokens) => {
      const current = $session.get();
      start(tokens, current?.rememberMe ?? false, 'refreshed tokens', current?.handedOver ?? false);
    },
    // The client ends a session only when the server refused it: the user did not press Log Out.
    logout: () => logout('expired'),
  };

  return {
    $session,
    $profile,
    $isLoggedIn,
    setSession: (tokens, options = {}) =>
      start(tokens, options.rememberMe ?? false, 'new session tokens', options.handedOver ?? false),
    $logoutReason,
    logout: (reason) => logout(reason),
    tokenStore,
    dispose: () => stopWatching?.(),
  };
}
