// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeTokens } from '../../test/loopback-server';
import { $profile, logout } from '../session/page-session';
import { encodeSessionHandoff, parseSessionHandoff, takeSessionHandoff, withoutSessionHandoff } from './handoff';

const tokens = makeTokens(7);

afterEach(() => {
  logout('user');
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the session handoff (#rdc-session=<base64url JSON {accessToken, refreshToken}>)', () => {
  it('reads a token pair from the fragment, and nothing when there is no handoff', () => {
    expect(parseSessionHandoff(`https://shop.example/embed/basket#${encodeSessionHandoff(tokens)}`)).toEqual({ kind: 'tokens', tokens });
    expect(parseSessionHandoff('https://shop.example/embed/basket#top')).toEqual({ kind: 'none' });
  });

  it('calls anything but a base64url JSON token pair malformed', () => {
    const encode = (value: unknown) => `#rdc-session=${Buffer.from(JSON.stringify(value)).toString('base64url')}`;
    expect(parseSessionHandoff('https://a.example/#rdc-session=%%%').kind).toBe('malformed');
    expect(parseSessionHandoff('https://a.example/#rdc-session=').kind).toBe('malformed');
    expect(parseSessionHandoff(`https://a.example/${encode({ accessToken: tokens.accessToken })}`).kind).toBe('malformed');
    expect(parseSessionHandoff(`https://a.example/${encode({ accessToken: '', refreshToken: 'r' })}`).kind).toBe('malformed');
    expect(parseSessionHandoff(`https://a.example/${encode([1, 2])}`).kind).toBe('malformed');
  });

  it('drops only the handoff from the address', () => {
    expect(withoutSessionHandoff(`https://a.example/embed/auth?rdc-radius=4px#${encodeSessionHandoff(tokens)}`)).toBe('https://a.example/embed/auth?rdc-radius=4px');
    expect(withoutSessionHandoff(`https://a.example/x#${encodeSessionHandoff(tokens)}&view=1`)).toBe('https://a.example/x#view=1');
  });

  it('"removed from the address at once": the address loses it before the session starts, and the player is signed in', () => {
    history.replaceState(null, '', `/embed/basket?rdc-radius=4px#${encodeSessionHandoff(tokens)}`);
    const seen: string[] = [];
    $profile.listen(() => seen.push(location.href));
    expect(takeSessionHandoff()).toBe('tokens');
    expect(location.href).toBe('http://localhost:3000/embed/basket?rdc-radius=4px');
    expect(seen).toEqual(['http://localhost:3000/embed/basket?rdc-radius=4px']);
    expect($profile.get()).toMatchObject({ user_id: 7, alias: 'player7', rememberMe: false });
  });

  it('a malformed handoff leaves a guest, is removed too, and its content is never logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const secret = Buffer.from(JSON.stringify({ accessToken: 'not-a-jwt-secret', refreshToken: 'refresh-secret' })).toString('base64url');
    history.replaceState(null, '', `/embed/auth#rdc-session=${secret}`);
    expect(takeSessionHandoff()).toBe('malformed');
    expect(location.hash).toBe('');
    expect($profile.get().user_id).toBe(0);
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).not.toContain('secret');
    expect(logged).not.toContain(secret);
  });
});
