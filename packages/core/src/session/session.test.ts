// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken, makeTokens } from '../../test/loopback-server';
import { createBrowserPersistence, createMemoryPersistence } from './persistence';
import type { BrowserStorageHost } from './persistence';
import { GUEST_PROFILE } from './profile';
import type { Profile } from './profile';
import { createSession } from './session';
import type { Session } from './session';
import { ACCESS_TOKEN_KEY, LOGOUT_SIGNAL_KEY, REFRESH_TOKEN_KEY } from './tokens';

const sessions: Session[] = [];
let cookieWrites: string[] = [];

/** The real jsdom window, with cookie writes recorded so their attributes (Max-Age) can be read. */
function browserHost(): BrowserStorageHost {
  return {
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    location: window.location,
    document: {
      get cookie() {
        return document.cookie;
      },
      set cookie(value: string) {
        cookieWrites.push(value);
        document.cookie = value;
      },
    },
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
  };
}

function browserSession(): Session {
  const session = createSession(createBrowserPersistence(browserHost()));
  sessions.push(session);
  return session;
}

function clearCookies() {
  for (const name of [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY]) document.cookie = `${name}=; Max-Age=0; Path=/`;
}

/** What another tab's change to local storage looks like from here. */
function otherTabWrites(key: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  cookieWrites = [];
});

afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
  vi.restoreAllMocks();
});

describe('token storage (accounts-cart-checkout.md §4: "Tokens go to session storage when rememberMe is off, otherwise to local storage and a cookie (30 days for each)")', () => {
  it('rememberMe off: session storage only, under publicaccessToken and publicrefreshToken', () => {
    const tokens = makeTokens(7);
    browserSession().setSession(tokens, { rememberMe: false });

    expect(sessionStorage.getItem('publicaccessToken')).toBe(tokens.accessToken);
    expect(sessionStorage.getItem('publicrefreshToken')).toBe(tokens.refreshToken);
    expect(localStorage.getItem('publicaccessToken')).toBeNull();
    expect(document.cookie).not.toContain('publicaccessToken=');
  });

  it('rememberMe on: local storage and a cookie per token, 30 days each', () => {
    const tokens = makeTokens(7);
    browserSession().setSession(tokens, { rememberMe: true });

    expect(localStorage.getItem('publicaccessToken')).toBe(tokens.accessToken);
    expect(localStorage.getItem('publicrefreshToken')).toBe(tokens.refreshToken);
    expect(sessionStorage.getItem('publicaccessToken')).toBeNull();
    expect(document.cookie).toContain(`publicaccessToken=${tokens.accessToken}`);
    expect(document.cookie).toContain(`publicrefreshToken=${tokens.refreshToken}`);
    const thirtyDays = `Max-Age=${30 * 24 * 60 * 60}`;
    expect(
      cookieWrites.filter((cookie) => cookie.startsWith('publicaccessToken=') && cookie.includes(thirtyDays)),
    ).toHaveLength(1);
    expect(
      cookieWrites.filter(
        (cookie) => cookie.startsWith('publicrefreshToken=') && cookie.includes(thirtyDays),
      ),
    ).toHaveLength(1);
  });

  it('a later login without rememberMe removes the remembered tokens and cookies', () => {
    const session = browserSession();
    session.setSession(makeTokens(7), { rememberMe: true });
    session.setSession(makeTokens(8), { rememberMe: false });

    expect(localStorage.getItem('publicaccessToken')).toBeNull();
    expect(document.cookie).not.toContain('publicaccessToken=');
    expect(sessionStorage.getItem('publicaccessToken')).toBe(makeTokens(8).accessToken);
  });

  it('a refresh keeps the tokens where the login put them', () => {
    const session = browserSession();
    session.setSession(makeTokens(7), { rememberMe: true });
    session.tokenStore.setTokens(makeTokens(7, 2));

    expect(localStorage.getItem('publicaccessToken')).toBe(makeTokens(7, 2).accessToken);
    expect(document.cookie).toContain(`publicrefreshToken=${makeTokens(7, 2).refreshToken}`);
    expect(session.$profile.get().rememberMe).toBe(true);
  });

  it('logout clears session storage, local storage and the cookies', () => {
    const session = browserSession();
    session.setSession(makeTokens(7), { rememberMe: true });
    sessionStorage.setItem(ACCESS_TOKEN_KEY, 'left over');
    session.logout();

    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(document.cookie).not.toContain('publicaccessToken=');
    expect(session.$isLoggedIn.get()).toBe(false);
  });

  it.each([
    ['session storage', false, () => sessionStorage],
    ['local storage', true, () => localStorage],
  ])('a new page load restores the session from %s', (_where, rememberMe, storage) => {
    const tokens = makeTokens(7);
    storage().setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
    storage().setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);

    const session = browserSession();

    expect(session.$isLoggedIn.get()).toBe(true);
    expect(session.$profile.get()).toMatchObject({ user_id: 7, rememberMe });
    expect(session.tokenStore.getTokens()).toEqual(tokens);
  });

  it('a new page load restores a remembered session from the cookies alone', () => {
    const tokens = makeTokens(9);
    document.cookie = `${ACCESS_TOKEN_KEY}=${tokens.accessToken}; Path=/`;
    document.cookie = `${REFRESH_TOKEN_KEY}=${tokens.refreshToken}; Path=/`;

    expect(browserSession().$profile.get()).toMatchObject({ user_id: 9, alias: 'player9', rememberMe: true });
  });
});

describe('when the stored tokens are read', () => {
  /** A memory persistence that counts its loads. */
  function countingPersistence(initial: Parameters<typeof createMemoryPersistence>[0]) {
    const persistence = createMemoryPersistence(initial);
    const load = vi.spyOn(persistence, 'load');
    return { persistence, load };
  }

  it('when the session is first read, once, rather than when it is created', () => {
    const tokens = makeTokens(4);
    const { persistence, load } = countingPersistence({ ...tokens, rememberMe: true });
    const session = createSession(persistence);
    sessions.push(session);
    expect(load).not.toHaveBeenCalled();

    expect(session.$profile.get()).toMatchObject({ user_id: 4, rememberMe: true });
    expect(session.tokenStore.getTokens()).toEqual(tokens);
    const unsubscribe = session.$isLoggedIn.subscribe(() => {});
    unsubscribe();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a login before anything read the stored session replaces it', () => {
    const { persistence, load } = countingPersistence({ ...makeTokens(4), rememberMe: true });
    const session = createSession(persistence);
    sessions.push(session);
    const login = makeTokens(5);

    expect(session.setSession(login, { rememberMe: false })).toBe(true);

    expect(session.$profile.get()).toMatchObject({ user_id: 5, rememberMe: false });
    expect(session.tokenStore.getTokens()).toEqual(login);
    expect(load).not.toHaveBeenCalled();
  });

  it('a logout before anything read the stored session ends it', () => {
    const { persistence } = countingPersistence({ ...makeTokens(4), rememberMe: true });
    const session = createSession(persistence);
    sessions.push(session);

    session.logout();

    expect(session.$isLoggedIn.get()).toBe(false);
    expect(persistence.load()).toBeNull();
  });
});

describe('profile (accounts-cart-checkout.md §3: "A guest has user_id 0, alias guest, role public")', () => {
  it('is the guest profile when nobody is logged in', () => {
    const session = browserSession();

    expect(session.$profile.get()).toEqual({
      user_id: 0,
      alias: 'guest',
      email: '',
      role: 'public',
      session_id: '',
      rememberMe: false,
    });
    expect(session.$profile.get()).toEqual(GUEST_PROFILE);
    expect(session.$isLoggedIn.get()).toBe(false);
  });

  it('is read from the access token: user_id, alias, email, role, session_id', () => {
    const session = createSession(createMemoryPersistence());
    const accessToken = makeToken({
      user_id: '42',
      alias: 'Zoë-Ω',
      email: 'zoe@rdc.test',
      role: 'admin',
      session_id: 901,
    });

    expect(session.setSession({ accessToken, refreshToken: 'r' }, { rememberMe: true })).toBe(true);

    expect(session.$profile.get()).toEqual({
      user_id: 42,
      alias: 'Zoë-Ω',
      email: 'zoe@rdc.test',
      role: 'admin',
      session_id: '901',
      rememberMe: true,
    });
    expect(session.$isLoggedIn.get()).toBe(true);
  });

  it('role defaults to public when the token carries none', () => {
    const session = createSession(createMemoryPersistence());
    session.setSession({
      accessToken: makeToken({ user_id: 3, alias: 'ann', session_id: 's' }),
      refreshToken: 'r',
    });

    expect(session.$profile.get()).toMatchObject({ role: 'public', email: '' });
  });

  it("tells why the session ended: 'user' for Log Out, 'expired' when the client ends it, read as the session ends", () => {
    const session = createSession(createMemoryPersistence());
    expect(session.$logoutReason.get()).toBeNull();
    const reasons: (string | null)[] = [];
    const stop = session.$isLoggedIn.listen((loggedIn) => {
      if (!loggedIn) reasons.push(session.$logoutReason.get());
    });
    session.setSession(makeTokens(7));
    session.tokenStore.logout();
    session.setSession(makeTokens(7));
    session.logout();
    session.setSession(makeTokens(7));
    session.logout('expired');
    stop();
    expect(reasons).toEqual(['expired', 'user', 'expired']);
  });

  it('changes on login, refresh and logout', () => {
    const session = createSession(createMemoryPersistence());
    const seen: Profile[] = [];
    const stop = session.$profile.listen((profile) => seen.push(profile));

    session.setSession(makeTokens(7));
    session.tokenStore.setTokens({
      accessToken: makeToken({ user_id: 7, alias: 'renamed', session_id: 's7' }),
      refreshToken: 'r2',
    });
    session.logout();
    stop();

    expect(seen.map((profile) => profile.alias)).toEqual(['player7', 'renamed', 'guest']);
  });
});

describe('invalid stored data is ignored and logged, never a crash', () => {
  it.each([
    ['not a token', 'not-a-jwt'],
    ['a payload that is not JSON', 'aGVhZA.bm90IGpzb24.sig'],
    ['a payload without user_id', makeToken({ alias: 'x' })],
  ])('a stored access token that is %s is ignored', (_what, accessToken) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh');

    const session = browserSession();

    expect(session.$profile.get()).toEqual(GUEST_PROFILE);
    expect(session.tokenStore.getTokens()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[rdc] ignored stored tokens'));
  });

  it('unusable tokens from a login are refused, logged, and change nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const session = browserSession();
    session.setSession(makeTokens(7), { rememberMe: true });

    expect(session.setSession({ accessToken: 'garbage', refreshToken: 'r' })).toBe(false);
    expect(session.setSession({ accessToken: '', refreshToken: '' })).toBe(false);

    expect(session.$profile.get().user_id).toBe(7);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(makeTokens(7).accessToken);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('storage that throws on access (blocked storage) is logged and the page goes on as a guest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocked = {
      ...browserHost(),
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      get sessionStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    const session = createSession(createBrowserPersistence(blocked));
    sessions.push(session);

    expect(session.$isLoggedIn.get()).toBe(false);
    expect(session.setSession(makeTokens(7), { rememberMe: true })).toBe(true);
    expect(session.$isLoggedIn.get()).toBe(true);
    session.logout();
    expect(session.$isLoggedIn.get()).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});

describe('other tabs ("Logging out in one tab logs out the others (storage event)")', () => {
  it('logout announces itself in local storage for the other tabs', () => {
    const session = browserSession();
    session.setSession(makeTokens(7));
    const written: (string | null)[] = [];
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key === LOGOUT_SIGNAL_KEY) written.push(value);
      setItem.call(this, key, value);
    });

    session.logout();

    expect(written).toHaveLength(1);
    expect(localStorage.getItem(LOGOUT_SIGNAL_KEY)).toBeNull(); // announced, not left behind
  });

  it('a session being created reads no storage and listens to no tab; its first read does both', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const listen = vi.spyOn(window, 'addEventListener');
    const session = browserSession();
    expect(getItem).not.toHaveBeenCalled();
    expect(listen).not.toHaveBeenCalled();

    const tokens = makeTokens(3);
    localStorage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
    localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
    expect(session.$profile.get()).toMatchObject({ user_id: 3 });
    expect(listen.mock.calls.map(([type]) => type)).toEqual(['storage']);
  });

  it('a logout in another tab logs this tab out and clears its storage', () => {
    const session = browserSession();
    session.setSession(makeTokens(7), { rememberMe: false });

    otherTabWrites(LOGOUT_SIGNAL_KEY, String(Date.now()));

    expect(session.$isLoggedIn.get()).toBe(false);
    expect(session.$logoutReason.get()).toBe('user');
    expect(session.$profile.get()).toEqual(GUEST_PROFILE);
    expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('remembered tokens removed by another tab log this tab out', () => {
    const session = browserSession();
    session.setSession(makeTokens(7), { rememberMe: true });
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);

    otherTabWrites(ACCESS_TOKEN_KEY, null);

    expect(session.$isLoggedIn.get()).toBe(false);
  });

  it('a refresh in another tab hands this tab the new remembered tokens', () => {
    const session = browserSession();
    session.setSession(makeTokens(7), { rememberMe: true });
    const renewed = makeTokens(7, 2);
    localStorage.setItem(ACCESS_TOKEN_KEY, renewed.accessToken);
    localStorage.setItem(REFRESH_TOKEN_KEY, renewed.refreshToken);

    otherTabWrites(ACCESS_TOKEN_KEY, renewed.accessToken);

    expect(session.tokenStore.getTokens()).toEqual(renewed);
  });

  it('a remembered login in another tab logs a guest tab in', () => {
    const session = browserSession();
    const tokens = makeTokens(5);
    localStorage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
    localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);

    otherTabWrites(REFRESH_TOKEN_KEY, tokens.refreshToken);

    expect(session.$profile.get()).toMatchObject({ user_id: 5, rememberMe: true });
  });

  it('a tab with its own session-storage session keeps it when another tab logs in with rememberMe', () => {
    const session = browserSession();
    session.setSession(makeTokens(7), { rememberMe: false });
    localStorage.setItem(ACCESS_TOKEN_KEY, makeTokens(5).accessToken);
    localStorage.setItem(REFRESH_TOKEN_KEY, makeTokens(5).refreshToken);

    otherTabWrites(ACCESS_TOKEN_KEY, makeTokens(5).accessToken);

    expect(session.$profile.get().user_id).toBe(7);
  });

  it('ignores changes to unrelated keys and to session storage', () => {
    const session = browserSession();
    session.setSession(makeTokens(7), { rememberMe: true });

    otherTabWrites('cart', '[]');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: LOGOUT_SIGNAL_KEY,
        newValue: '1',
        storageArea: window.sessionStorage,
      }),
    );

    expect(session.$isLoggedIn.get()).toBe(true);
  });

  it('stops listening once disposed', () => {
    const session = createSession(createBrowserPersistence(browserHost()));
    session.setSession(makeTokens(7));
    session.dispose();

    otherTabWrites(LOGOUT_SIGNAL_KEY, '1');

    expect(session.$isLoggedIn.get()).toBe(true);
  });
});
