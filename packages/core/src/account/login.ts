import { createAuthApi } from '../api/domains/auth';
import { getDomain } from '../config';
import { setSession } from '../session/page-session';
import { throttledText } from '../api/error-text';
import { closeAuthModal } from '../overlays/modals';
import { validateLogin, type LoginValues } from '../validation/account-forms';
import { isValid } from '../validation/rules';
import { createFlowState, submitForm, type FlowResult } from './flow';

/** "Login failure: Login or password error" (accounts-cart-checkout.md §8). */
export const LOGIN_ERROR = 'Login or password error';

export const loginState = createFlowState();

/** Logs in with an account name or email; success stores the tokens and closes the modal. */
export async function login(
  values: LoginValues & { rememberMe?: boolean },
): Promise<FlowResult<LoginValues>> {
  const errors = validateLogin(values);
  if (!isValid(errors)) return { ok: false, errors };
  return submitForm(
    loginState,
    'a failed login',
    (error) => throttledText(error) ?? LOGIN_ERROR,
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
