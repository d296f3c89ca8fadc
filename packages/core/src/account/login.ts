import { createAuthApi } from '../api/domains/auth';
import { getDomain } from '../config';
import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import { setSession } from '../session/page-session';
import { throttledText } from '../api/error-text';
import { closeAuthModal } from '../overlays/modals';
import { validateLogin, type LoginValues } from '../validation/account-forms';
import { isValid } from '../validation/rules';
import { createFlowState, submitForm, type FlowResult } from './flow';

/** "Login failure: Login or password error" (accounts-cart-checkout.md §8). */
export const LOGIN_ERROR = m.account_login_error;

export const loginState = createFlowState();

/**
 * Logs in with an account name or email; success stores the tokens and closes the modal. A failure
 * is written in `locale`.
 */
export async function login(
  values: LoginValues & { rememberMe?: boolean },
  locale: Locale,
): Promise<FlowResult<LoginValues>> {
  const errors = validateLogin(values, locale);
  if (!isValid(errors)) return { ok: false, errors };
  return submitForm(
    loginState,
    'a failed login',
    (error) => throttledText(error, locale) ?? LOGIN_ERROR(locale),
    async () => {
      const rememberMe = values.rememberMe ?? false;
      const tokens = await getDomain(createAuthApi).login({
        alias: values.alias.trim(),
        password: values.password,
        rememberMe,
      });
      if (!setSession(tokens, { rememberMe })) throw new Error('unusable tokens');
      closeAuthModal();
    },
  );
}
