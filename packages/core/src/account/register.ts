import { createAuthApi } from '../api/domains/auth';
import { getDomain } from '../config';
import type { Locale } from '../locale/locale';
import { formatBdate } from '../dates/birthday';
import { getQueryParam } from '../navigation/host';
import { logIgnored } from '../log-ignored';
import { setSession } from '../session/page-session';
import { failureText } from '../api/error-text';
import { closeAuthModal } from '../overlays/modals';
import { validateRegister, type RegisterErrors, type RegisterValues } from '../validation/account-forms';
import { isValid } from '../validation/rules';
import { createFlowState, type FlowResult } from './flow';
import { LOGIN_ERROR } from './login';

export const registerState = createFlowState();

/** Query parameters that carry a referral code, first match wins (the spec names none). */
const REFERRAL_PARAMS = ['referral', 'ref', 'referral_code'] as const;

/** "Referral is prefilled from a referral code when present." */
function referralFromAddress(): string {
  for (const name of REFERRAL_PARAMS) {
    const value = getQueryParam(name)?.trim();
    if (value) return value;
  }
  return '';
}

export interface RegisterFormValues extends RegisterValues {
  referral?: string;
  /** The creators program's portfolio link. */
  portfolio?: string;
}

/** The form's starting values: empty, with the referral prefilled. */
export function initialRegisterValues(): RegisterFormValues {
  return {
    alias: '',
    email: '',
    password: '',
    agreement: false,
    day: null,
    month: null,
    year: null,
    referral: referralFromAddress(),
    portfolio: '',
  };
}

/** The server's Message of a failed registration, thrown to the caller (accounts-cart-checkout.md §7, §8). */
export class RegisterError extends Error {
  override readonly name = 'RegisterError';
}

/**
 * Registers; on 200 the session starts and the modal closes. On failure the form shows
 * `Login or password error` (in `locale`) and the server's Message is thrown as a RegisterError.
 */
export async function register(
  values: RegisterFormValues,
  locale: Locale,
): Promise<FlowResult<RegisterErrors>> {
  const errors = validateRegister(values, locale);
  if (!isValid(errors)) return { ok: false, errors };
  registerState.$pending.set(true);
  registerState.$error.set(null);
  try {
    const tokens = await getDomain(createAuthApi).register({
      alias: values.alias.trim(),
      email: values.email.trim(),
      password: values.password,
      referral: values.referral?.trim() ?? '',
      portfolio: values.portfolio?.trim() ?? '',
      bdate: formatBdate({ day: Number(values.day), month: Number(values.month), year: Number(values.year) }),
      agreement: values.agreement,
    });
    if (!setSession(tokens, { rememberMe: false })) throw new Error('unusable tokens');
    closeAuthModal();
    return { ok: true };
  } catch (error) {
    logIgnored('a failed registration', error);
    registerState.$error.set(LOGIN_ERROR(locale));
    throw new RegisterError(failureText(error, LOGIN_ERROR(locale)), { cause: error });
  } finally {
    registerState.$pending.set(false);
  }
}
