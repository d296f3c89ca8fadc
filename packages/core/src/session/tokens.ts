import type { TokenPair } from '../schemas/auth';

/**
 * The pair a session keeps: the two tokens of the login, registration or refresh answer
 * (TokenPairSchema in schemas/auth.ts), without any extra fields that answer carried.
 */
export type Tokens = Pick<TokenPair, 'accessToken' | 'refreshToken'>;

/**
 * Storage names of the tokens. The spec (accounts-cart-checkout.md §3 and marketplace-content.md §9) stores
 * accessToken and refreshToken "prefixed with public" with no separator, so the keys, in local and session
 * storage and as cookie names, are exactly `publicaccessToken` and `publicrefreshToken`.
 */
export const ACCESS_TOKEN_KEY = 'publicaccessToken';
export const REFRESH_TOKEN_KEY = 'publicrefreshToken';

/**
 * Set in session storage beside a handed-over session (a game's `#rdc-session=`): that pair is this
 * tab's only, and the site's remembered session (local storage and cookies) is left as it was.
 */
export const HANDED_OVER_KEY = 'publichandedover';

/** Written (then removed) in local storage on logout so that every other tab logs out too. */
export const LOGOUT_SIGNAL_KEY = 'publiclogout';

/**
 * rememberMe keeps the tokens in local storage and cookies for 30 days each
 * (accounts-cart-checkout.md §4, §9).
 */
const REMEMBER_ME_DAYS = 30;
export const REMEMBER_ME_SECONDS = REMEMBER_ME_DAYS * 24 * 60 * 60;
