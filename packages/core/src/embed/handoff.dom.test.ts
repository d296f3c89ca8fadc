// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTokens } from '../../test/loopback-server';
import { $profile, $session, logout, setSession } from '../session/page-session';
import {
  encodeSessionHandoff,
  handoffAllowed,
  parseSessionHandoff,
  takeSessionHandoff,
  withoutSessionHandoff,
} from './handoff';

const tokens = makeTokens(7);
const noChannel = { hasGameChannel: false };

afterEach(() => {
  // The first ends a handed-over session (this tab's only), the second the remembered one.
  logout('user');
  logout('user');
  sessionStorage.clear();
  localStorage.clear();
  history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the session handoff (#rdc-session=<base64url JSON {accessToken, refreshToken}>)', () => {
  it('reads a token pair from the fragment, and nothing when there is no handoff', () => {
    expect(parseSessionHandoff(`https://shop.example/embed/basket#${encodeSessionHandoff(tokens)}`)).toEqual({
      kind: 'tokens',
      tokens,
    });
    expect(parseSessionHandoff('https://shop.example/embed/basket#top')).toEqual({ kind: 'none' });
  });

  it('calls anything but a base64url JSON token pair malformed', () => {
    const encode = (value: unknown) =>
      `#rdc-session=${Buffer.from(JSON.stringify(value)).toString('base64url')}`;
    expect(parseSessionHandoff('https://a.example/#rdc-session=%%%').kind).toBe('malformed');
    expect(parseSessionHandoff('https://a.example/#rdc-session=').kind).toBe('malformed');
    expect(parseSessionHandoff(`https://a.example/${encode({ accessToken: tokens.accessToken })}`).kind).toBe(
      'malformed',
    );
    expect(
      parseSessionHandoff(`https://a.example/${encode({ accessToken: '', refreshToken: 'r' })}`).kind,
    ).toBe('malformed');
    expect(parseSessionHandoff(`https://a.example/${encode([1, 2])}`).kind).toBe('malformed');
  });

  it('drops only the handoff from the address', () => {
    expect(
      withoutSessionHandoff(`https://a.example/embed/auth?rdc-radius=4px#${encodeSessionHandoff(tokens)}`),
    ).toBe('https://a.example/embed/auth?rdc-radius=4px');
    expect(withoutSessionHandoff(`https://a.example/x#${encodeSessionHandoff(tokens)}&view=1`)).toBe(
      'https://a.example/x#view=1',
    );
  });

  it('"removed from the address at once": the address loses it before the session starts, and the player is signed in', () => {
    history.replaceState(null, '', `/embed/basket?rdc-radius=4px#${encodeSessionHandoff(tokens)}`);
    const seen: string[] = [];
    $profile.listen(() => seen.push(location.href));
    expect(takeSessionHandoff(noChannel)).toBe('tokens');
    expect(location.href).toBe('http://localhost:3000/embed/basket?rdc-radius=4px');
    expect(seen).toEqual(['http://localhost:3000/embed/basket?rdc-radius=4px']);
    expect($profile.get()).toMatchObject({ user_id: 7, alias: 'player7', rememberMe: false });
  });

  it('a malformed handoff leaves a guest, is removed too, and its content is never logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const secret = Buffer.from(
      JSON.stringify({ accessToken: 'not-a-jwt-secret', refreshToken: 'refresh-secret' }),
    ).toString('base64url');
    history.replaceState(null, '', `/embed/auth#rdc-session=${secret}`);
    expect(takeSessionHandoff(noChannel)).toBe('malformed');
    expect(location.hash).toBe('');
    expect($profile.get().user_id).toBe(0);
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).not.toContain('secret');
    expect(logged).not.toContain(secret);
  });
});

// "A handed-over session must live in that tab only, never replace or clear the site's remembered
// session, be refused where the page has no game channel and was opened by another window."
describe('a handed-over session beside the remembered one', () => {
  const remembered = makeTokens(1);
  const cookie = (name: string) =>
    document.cookie
      .split('; ')
      .find((part) => part.startsWith(`${name}=`))
      ?.slice(name.length + 1);

  it('lives in this tab only: the remembered pair (local storage and both cookies) stays as it was', () => {
    setSession(remembered, { rememberMe: true });
    history.replaceState(null, '', `/embed/basket#${encodeSessionHandoff(tokens)}`);
    expect(takeSessionHandoff(noChannel)).toBe('tokens');
    expect($profile.get()).toMatchObject({ user_id: 7 });
    expect($session.get()?.handedOver).toBe(true);
    expect(sessionStorage.getItem('publicaccessToken')).toBe(tokens.accessToken);
    expect(localStorage.getItem('publicaccessToken')).toBe(remembered.accessToken);
    expect(localStorage.getItem('publicrefreshToken')).toBe(remembered.refreshToken);
    expect(cookie('publicaccessToken')).toBe(encodeURIComponent(remembered.accessToken));
    expect(cookie('publicrefreshToken')).toBe(encodeURIComponent(remembered.refreshToken));
  });

  it('its Log Out ends it in this tab only, and tells no other tab to log out', () => {
    setSession(remembered, { rememberMe: true });
    history.replaceState(null, '', `/embed/basket#${encodeSessionHandoff(tokens)}`);
    takeSessionHandoff(noChannel);
    const spy = vi.spyOn(Storage.prototype, 'setItem');
    logout('user');
    expect(spy.mock.calls.map(([key]) => key)).not.toContain('publiclogout');
    expect(sessionStorage.getItem('publicaccessToken')).toBeNull();
    expect(localStorage.getItem('publicaccessToken')).toBe(remembered.accessToken);
  });

  it('is refused on a page another window opened, with no game channel: the page stays as it was', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setSession(remembered, { rememberMe: true });
    history.replaceState(null, '', `/embed/basket#${encodeSessionHandoff(tokens)}`);
    const opened = { location: window.location, history: window.history, opener: {}, parent: undefined };
    expect(takeSessionHandoff(noChannel, opened)).toBe('refused');
    expect(location.hash).toBe('');
    expect($profile.get()).toMatchObject({ user_id: 1 });
    expect(localStorage.getItem('publicaccessToken')).toBe(remembered.accessToken);
    expect(warn).toHaveBeenCalled();
  });

  it('decides by the game channel first, then by who started the page', () => {
    const page = (extra: object) => ({ location: window.location, history: window.history, ...extra });
    expect(handoffAllowed(page({ opener: null, parent: {} }), noChannel)).toBe(false); // in another page's frame
    expect(handoffAllowed(page({ opener: {} }), noChannel)).toBe(false);
    expect(handoffAllowed(page({ opener: {} }), { hasGameChannel: true })).toBe(true);
    expect(handoffAllowed(page({ opener: null }), noChannel)).toBe(true);
  });
});
