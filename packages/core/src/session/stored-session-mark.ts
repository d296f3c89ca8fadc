// Whether this browser holds a session, known before a page's first paint: a script small enough
// to be inline in the page's <head> (allowed by its hash), run before the body is parsed, without
// the session's code. It looks where the session's persistence looks (persistence.ts: this tab's
// session storage, local storage, the cookies) and marks <html>, so a page drawn alike for every
// visitor shows a visitor's screen to a visitor only, and a player the screen a player waits on.
// The tokens are not checked: an expired pair marks too, and the page's island decides once it runs.
import { ACCESS_TOKEN_KEY } from './tokens';

/** The attribute the script sets on <html> when a session's tokens are stored. */
export const SESSION_STORED_ATTRIBUTE = 'data-session-stored';

const stored = (read: string) => `(() => { try { return ${read}; } catch { return false; } })()`;

/**
 * The script's text. Storage that throws (disabled cookies, sandboxed frames) reads as holding
 * nothing there, as the persistence reads it.
 */
export const STORED_SESSION_MARK_SCRIPT = `(() => {
  const key = ${JSON.stringify(ACCESS_TOKEN_KEY)};
  if (
    ${stored('!!sessionStorage.getItem(key)')} ||
    ${stored('!!localStorage.getItem(key)')} ||
    ${stored("document.cookie.split(';').some((part) => part.trim().startsWith(key + '='))")}
  )
    document.documentElement.setAttribute(${JSON.stringify(SESSION_STORED_ATTRIBUTE)}, '');
})();
`;
