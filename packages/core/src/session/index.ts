export { $isLoggedIn, $logoutReason, $profile, $session, logout, pageSession, setSession } from './page-session';
export { createSession } from './session';
export type { LogoutReason, Session, SessionState, SetSessionOptions } from './session';
export { createBrowserPersistence, createDefaultPersistence, createMemoryPersistence } from './persistence';
export type { BrowserStorageHost, RemoteChange, StoredTokens, TokenPersistence } from './persistence';
export { GUEST_PROFILE, ProfileSchema, TokenClaimsSchema, profileFromToken } from './profile';
export type { Profile } from './profile';
export { decodeJwtPayload } from './jwt';
export {
  ACCESS_TOKEN_KEY,
  LOGOUT_SIGNAL_KEY,
  REFRESH_TOKEN_KEY,
  REMEMBER_ME_DAYS,
  REMEMBER_ME_SECONDS,
} from './tokens';
export type { Tokens } from './tokens';
