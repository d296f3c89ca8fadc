import { createFlowState, type FlowResult } from '../account/flow';
import { serverErrorText } from '../api/error-text';
import { createAuthApi } from '../api/domains/auth';
import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import { getDomain } from '../config';
import { logIgnored } from '../log-ignored';
import { setSession } from '../session/page-session';
import { emailRule } from '../validation/account-forms';
import { all, minLength, required, validateFields, type FormErrors } from '../validation/rules';
import { birthDateToday, composeBirthDate, isRealDate, type BirthDateParts } from './creator-birth-date';

/** The 'Signup to the program' form (marketplace-content.md §2.8, §3 "Register payload (creator sign-up)"). */
export interface CreatorSignUpValues extends BirthDateParts {
  /** Shown as Account Name. */
  alias: string;
  email: string;
  password: string;
  /** Link to work, portfolio or channel. */
  portfolio: string;
}

export type CreatorSignUpErrors = FormErrors<'alias' | 'email' | 'password' | 'portfolio' | 'bdate'>;

/** Ours: the spec has no text for a day that does not exist in its month. */
export const NO_SUCH_DATE = m.content_no_such_date;
/** Ours: the spec does not say what the form shows when the server refuses. */
export const CREATOR_SIGN_UP_FAILED = m.content_sign_up_failed;

export const creatorSignUpState = createFlowState();

/** Empty fields; the birth date defaults to today (marketplace-content.md §5). */
export function initialCreatorSignUpValues(today: Date = new Date()): CreatorSignUpValues {
  return { alias: '', email: '', password: '', portfolio: '', ...birthDateToday(today) };
}

const textRule = all(required, minLength(4));

/**
 * "fields are required by the form"; alias and password the text rules of marketplace-content.md §5, email
 * its shape.
 */
export function validateCreatorSignUp(values: CreatorSignUpValues, locale: Locale): CreatorSignUpErrors {
  const errors: CreatorSignUpErrors = validateFields(
    {
      alias: values.alias,
      email: values.email.trim(),
      password: values.password,
      portfolio: values.portfolio,
    },
    { alias: textRule, email: emailRule, password: textRule, portfolio: required },
    locale,
  );
  if (!isRealDate(values)) errors.bdate = NO_SUCH_DATE(locale);
  return errors;
}

/**
 * Sends the sign-up (the call is not shown: the register payload of marketplace-content.md §3 names its
 * fields, so it goes to /auth/register with bdate as month/day/year); on success the new account is signed
 * in.
 */
export async function signUpCreator(
  values: CreatorSignUpValues,
  locale: Locale,
): Promise<FlowResult<CreatorSignUpErrors>> {
  const errors = validateCreatorSignUp(values, locale);
  if (Object.values(errors).some(Boolean)) return { ok: false, errors };
  creatorSignUpState.$pending.set(true);
  creatorSignUpState.$error.set(null);
  try {
    const tokens = await getDomain(createAuthApi).register({
      alias: values.alias.trim(),
      email: values.email.trim(),
      password: values.password,
      portfolio: values.portfolio.trim(),
      bdate: composeBirthDate(values),
    });
    if (!setSession(tokens, { rememberMe: false })) throw new Error('unusable tokens');
    return { ok: true };
  } catch (error) {
    logIgnored('a creators program sign-up', error);
    const message = serverErrorText(error) ?? CREATOR_SIGN_UP_FAILED(locale);
    creatorSignUpState.$error.set(message);
    return { ok: false, message };
  } finally {
    creatorSignUpState.$pending.set(false);
  }
}
