import { createAccountApi } from '../api/domains/account';
import type { Locale } from '../locale/locale';
import { getDomain } from '../config';
import { failureText } from '../api/error-text';
import { validatePasswordChange, type PasswordChangeValues } from '../validation/account-forms';
import { isValid } from '../validation/rules';
import { createFlowState, submitForm, type FlowResult } from './flow';

export const passwordChangeState = createFlowState();

/** Changes the password (old_password, new_password; the repeat must match). */
export async function changePassword(
  values: PasswordChangeValues,
  locale: Locale,
): Promise<FlowResult<PasswordChangeValues>> {
  const errors = validatePasswordChange(values, locale);
  if (!isValid(errors)) return { ok: false, errors };
  return submitForm(passwordChangeState, 'a password change that failed', failureText, async () => {
    await getDomain(createAccountApi).changePassword({
      old_password: values.old_password,
      new_password: values.new_password,
    });
  });
}
