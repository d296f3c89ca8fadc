import { getQueryParam } from '../navigation/host';

/** The query parameter that carries the verification code (the spec names none). */
export const VERIFY_CODE_PARAM = 'code';

/** "Any page with a query parameter recovery_token ... opens the account-restore modal." */
export const RECOVERY_TOKEN_PARAM = 'recovery_token';

/**
 * Whether the address carries a code that the auth surface acts on when the page starts (a
 * verification code, a recovery token). Reads only the address, so that a widget can ask it
 * before it fetches the code that acts.
 */
export function hasAccountCodeInAddress(): boolean {
  return Boolean(getQueryParam(VERIFY_CODE_PARAM)?.trim() || getQueryParam(RECOVERY_TOKEN_PARAM));
}
