import { createAccountApi } from '../api/domains/account';
import type { Locale } from '../locale/locale';
import { getDomain } from '../config';
import { TokenPairSchema } from '../schemas/auth';
import { $isLoggedIn, setSession } from '../session/page-session';
import { getQueryParam } from '../navigation/host';
import { failureText } from '../api/error-text';
import { leaveRestore, openAuthModal } from '../overlays/modals';
import { validateRestore, type RestoreValues } from '../validation/account-forms';
import { isValid } from '../validation/rules';
import { RECOVERY_TOKEN_PARAM } from './address-codes';
import { createFlowState, submitForm, type FlowResult } from './flow';

export const restoreState = createFlowState();

/**
 * "Any page with a query parameter recovery_token, when the user is not logged in, opens the
 * account-restore modal." Call once when the page starts. Returns whether it opened.
 */
export function openRestoreFromAddress(): boolean {
  if ($isLoggedIn.get() || !getQueryParam(RECOVERY_TOKEN_PARAM)) return false;
  openAuthModal('restore');
  return true;
}

/**
 * The restore form: the passwords must match; "submission is ignored without a recovery token".
 * On ok the user is logged in (when the answer carries tokens; otherwise the login modal opens
 * for the new password) and goes to /.
 */
export async function restorePassword(
  values: RestoreValues,
  locale: Locale,
): Promise<FlowResult<RestoreValues>> {
  const token = getQueryParam(RECOVERY_TOKEN_PARAM);
  if (!token) return { ok: false, ignored: true };
  const errors = validateRestore(values, locale);
  if (!isValid(errors)) return { ok: false, errors };
  return submitForm(restoreState, 'a password restore that failed', failureText, async () => {
    const answer = await getDomain(createAccountApi).recoverPassword({
      new_password: values.password,
      recovery_token: token,
    });
    const tokens = TokenPairSchema.safeParse(answer);
    const loggedIn = tokens.success && setSession(tokens.data, { rememberMe: false });
    // One navigation to /: a second one would abort the first in the browser.
    leaveRestore();
    if (!loggedIn) openAuthModal('login');
  });
}
