import { createDefaultPersistence } from './persistence';
import { createSession } from './session';
import type { Session } from './session';

// One session per page, even when two bundles (two partner script tags) each carry @rdc/core:
// the first to load keeps it on globalThis and the others reuse it.
const PAGE_SESSION = Symbol.for('rdc.core.session');
const registry = globalThis as { [PAGE_SESSION]?: Session };

/** The page's session: browser storage when there is a window, memory in Node. */
export const pageSession: Session = (registry[PAGE_SESSION] ??= createSession(createDefaultPersistence()));

export const $session = pageSession.$session;
export const $profile = pageSession.$profile;
export const $isLoggedIn = pageSession.$isLoggedIn;
export const setSession = pageSession.setSession;
export const logout = pageSession.logout;
export const $logoutReason = pageSession.$logoutReason;
