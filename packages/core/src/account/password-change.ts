import { getApi } from '../config';
import { logIgnored } from '../session/log';
import { serverErrorText } from '../ui/error-text';
import { validatePasswordChange, type PasswordChangeValues } from '../validation/account-forms';
import { createFlowState, type FlowResult } from './flow';

export const passwordChangeState = createFlowState();

/** Changes the password (old_password, new_password; the repeat must match). */
export async function changePassword(values: PasswordChangeValues): Promise<FlowResult<PasswordChangeValues>> {
  const errors = validatePasswordChange(values);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  passwordChangeState.$pending.set(true);
  passwordChangeState.$error.set(null);
  try {
    await getApi().account.changePassword({ old_password: values.old_password, new_password: values.new_password });
    return { ok: true };
  } catch (error) {
    logIgnored('a password change that failed', error);
    const message = serverErrorText(error) ?? (error instanceof Error ? error.message : 'error');
    passwordChangeState.$error.set(message);
    return { ok: false, message };
  } finally {
    passwordChangeState.$pending.set(false);
  }
}
