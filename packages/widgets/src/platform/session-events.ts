import { $isLoggedIn, $logoutReason, $profile } from '@rdc/core';
import type { LogoutReason } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useContext, useEffect, useRef } from 'react';
import { emit, HostContext } from './events';

/**
 * rdc-login and rdc-logout once per session change per page, however many widgets watch the
 * session (the user menu, the auth widget, two bundles' copies of them). The page counts each
 * change of the logged-in state, and only the first widget to announce a change dispatches it.
 * Kept on globalThis so two bundles on one page share it, as they share core's session.
 */
interface SessionTransitions {
  /** How many times the page went from guest to logged in or back. */
  changes: number;
  /** The change last announced. */
  announced: number;
}

const TRANSITIONS = Symbol.for('rdc.widgets.session-transitions');
const page = globalThis as { [TRANSITIONS]?: SessionTransitions };

function watchTransitions(): SessionTransitions {
  const transitions: SessionTransitions = { changes: 0, announced: 0 };
  // Subscribed from the first import on, so a change no widget saw still counts as one; from a
  // microtask, as subscribing reads the stored session, which must wait until the bundle's top
  // level has run (core's session.ts says why).
  queueMicrotask(countTransitions);
  function countTransitions() {
    $isLoggedIn.listen(() => {
      transitions.changes += 1;
    });
  }
  return transitions;
}

const transitions = (page[TRANSITIONS] ??= watchTransitions());

function announce(
  host: EventTarget,
  detail: { alias: string; userId: number } | { reason: LogoutReason },
): void {
  if (transitions.announced >= transitions.changes) return;
  transitions.announced = transitions.changes;
  if ('reason' in detail) emit(host, 'rdc-logout', detail);
  else emit(host, 'rdc-login', detail);
}

/**
 * Announces the session's changes from this widget's element: rdc-login when a session starts,
 * rdc-logout with why it ended ('expired' when nobody pressed Log Out: a failed refresh, a
 * session the server no longer knows, an invalid signature).
 */
export function useSessionEvents(): void {
  const host = useContext(HostContext);
  const loggedIn = useStore($isLoggedIn);
  const profile = useStore($profile);
  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (loggedIn === wasLoggedIn.current) return;
    wasLoggedIn.current = loggedIn;
    if (!host) return;
    announce(
      host,
      loggedIn
        ? { alias: profile.alias, userId: profile.user_id }
        : { reason: $logoutReason.get() ?? 'user' },
    );
  }, [loggedIn, profile, host]);
}

/**
 * The user's own Log Out: rdc-logout { reason: 'user' } is dispatched before `logOut` runs (it
 * leaves the page), and the change it makes counts as announced.
 */
export function announceUserLogout(host: EventTarget | null, logOut: () => void): void {
  if (host) emit(host, 'rdc-logout', { reason: 'user' });
  logOut();
  if (host) transitions.announced = transitions.changes;
}
