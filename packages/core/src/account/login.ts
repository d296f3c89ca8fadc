import { getApi } from '../config';
import { logIgnored } from '../session/log';
import { logout, setSession } from '../session/page-session';
import { closeAuthModal } from '../ui/modals';
import { navigate } from '../navigation/host';
import { validateLogin, type LoginValues } from '../validation/account-forms';
import { createFlowState, type FlowResult } from './flow';

/** "Login failure: Login or password error" (§8). */
export const LOGIN_ERROR = 'Login or password error';

export const loginState = createFlowState();

/** Logs in with an account name or email; success stores the tokens and closes the modal. */
export async function login(values: LoginValues & { rememberMe?: boolean }): Promise<FlowResult<LoginValues>> {
  const errors = validateLogin(values);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  loginState.$pending.set(true);
  loginState.$error.set(null);
  try {
    const rememberMe = values.rememberMe ?? false;
    const tokens = await getApi().auth.login({ alias: values.alias.trim(), password: values.password, rememberMe });
    if (!setSession(tokens, { rememberMe })) throw new Error('unusable tokens');
    closeAuthModal();
    return { ok: true };
  } catch (error) {
    logIgnored('a failed login', error);
    loginState.$error.set(LOGIN_ERROR);
    return { ok: false, message: LOGIN_ERROR };
  } finally {
    loginState.$pending.set(false);
  }
}

/** The header's Log Out: "clears the session, goes to /". */
export function logOut(): void {
  logout();
  navigate('/');
}
