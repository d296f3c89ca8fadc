/**
 * The session a game hands to an in-game web view: `#rdc-session=<base64url JSON
 * { accessToken, refreshToken }>` in the page's fragment. A fragment never reaches a server; the
 * page drops it from the address before anything else reads it, and never logs it.
 */
import { TokenPairSchema } from '../schemas/auth';
import { decodeBase64UrlJson } from '../session/jwt';
import { setSession } from '../session/page-session';
import type { Tokens } from '../session/tokens';
import { logIgnored } from '../log-ignored';

export const SESSION_HANDOFF_PARAM = 'rdc-session';

export type SessionHandoff =
  /** No handoff in the address. */
  | { kind: 'none' }
  /** A token pair, to start the session with. */
  | { kind: 'tokens'; tokens: Tokens }
  /** A handoff that is not a token pair (or whose access token carries no profile): the player stays a guest. */
  | { kind: 'malformed' };

function fragmentParams(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.replace(/^#/, ''));
}

/** Reads a handoff from an address's fragment (the tokens are validated, nothing is stored). */
export function parseSessionHandoff(address: string): SessionHandoff {
  const params = fragmentParams(new URL(address, 'http://localhost/'));
  const value = params.get(SESSION_HANDOFF_PARAM);
  if (value === null) return { kind: 'none' };
  const pair = TokenPairSchema.safeParse(decodeBase64UrlJson(value));
  if (!pair.success) return { kind: 'malformed' };
  return {
    kind: 'tokens',
    tokens: { accessToken: pair.data.accessToken, refreshToken: pair.data.refreshToken },
  };
}

/** The address without the handoff (other fragment parameters stay; an empty fragment goes). */
export function withoutSessionHandoff(address: string): string {
  const url = new URL(address);
  const params = fragmentParams(url);
  params.delete(SESSION_HANDOFF_PARAM);
  const rest = params.toString();
  url.hash = rest ? `#${rest}` : '';
  return url.href;
}

/** The tokens for a game, as the fragment carries them (its tests and tools make handoffs with it). */
export function encodeSessionHandoff(tokens: Tokens): string {
  const bytes = new TextEncoder().encode(
    JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
  );
  const base64 = btoa(String.fromCharCode(...bytes));
  return `${SESSION_HANDOFF_PARAM}=${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
}

/** What the page knows about who shows it. */
export interface HandoffContext {
  /** A channel to a game was found (an in-game browser's object, or a configured parent frame). */
  hasGameChannel: boolean;
}

/** The parts of `window` the handoff reads. */
export type HandoffWindow = Pick<Window, 'location' | 'history'> & { opener?: unknown; parent?: unknown };

/**
 * Whether this page may take a handoff. A game shows its pages in its own web view, which either
 * gives the page a channel to the game or opens it directly (no opener, not in a frame). A page
 * with no channel that another window opened (window.open: `opener` is set) or that sits in a
 * frame was started by some other page, which could be any site: it could sign the player into
 * its own account (their card then saved there). So: no channel, and an opener or a parent → refused.
 */
export function handoffAllowed(win: HandoffWindow, context: HandoffContext): boolean {
  if (context.hasGameChannel) return true;
  const openedByAnotherWindow = win.opener !== null && win.opener !== undefined;
  const framed = win.parent !== undefined && win.parent !== null && win.parent !== win;
  return !openedByAnotherWindow && !framed;
}

/**
 * Takes the page's handoff: removes it from the address at once (history.replaceState, before any
 * other code reads the address), then, where the page may take one (handoffAllowed), starts the
 * session from it. The handed-over session lives in this tab only (session storage), beside the
 * site's remembered session, which it never replaces or clears; it refreshes and logs out like any
 * other. Returns what it found; a malformed handoff leaves the page as it was and is logged
 * without its content, and so is a refused one.
 */
export function takeSessionHandoff(
  context: HandoffContext,
  win: HandoffWindow = window,
): SessionHandoff['kind'] | 'refused' {
  const address = win.location.href;
  if (!new URL(address).hash.includes(`${SESSION_HANDOFF_PARAM}=`)) return 'none';
  win.history.replaceState(win.history.state, '', withoutSessionHandoff(address));
  const handoff = parseSessionHandoff(address);
  if (handoff.kind === 'none') return 'none';
  if (!handoffAllowed(win, context)) {
    logIgnored('a session handoff on a page opened by another window or framed, with no game channel');
    return 'refused';
  }
  if (handoff.kind === 'tokens' && setSession(handoff.tokens, { handedOver: true })) return 'tokens';
  logIgnored('a session handoff that is not a usable token pair');
  return 'malformed';
}
