import { atom } from 'nanostores';
import { createAccountApi } from '../api/domains/account';
import { getDomain } from '../config';
import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import { throttledText } from '../api/error-text';
import { validateRecovery } from '../validation/account-forms';
import { isValid } from '../validation/rules';
import { createFlowState, submitForm, type FlowResult } from './flow';

/** "Sending recovery failure: error while sending recovery email" (accounts-cart-checkout.md §8). */
export const RECOVERY_ERROR = m.account_recovery_error;

export const recoveryState = createFlowState();
/** "Recovery: enter email, then a success message." */
export const $recoverySent = atom(false);

/** Sends the recovery email; "Recovery email is trimmed before sending." A failure is written in `locale`. */
export async function sendRecovery(email: string, locale: Locale): Promise<FlowResult<{ email: string }>> {
  const errors = validateRecovery({ email }, locale);
  if (!isValid(errors)) return { ok: false, errors };
  return submitForm(
    recoveryState,
    'a recovery email that could not be sent',
    (error) => throttledText(error, locale) ?? RECOVERY_ERROR(locale),
    async () => {
      await getDomain(createAccountApi).sendRecovery({ email: email.trim() });
      $recoverySent.set(true);
    },
  );
}

/** "Send, then Clear after success": back to an empty form. */
export function clearRecovery(): void {
  $recoverySent.set(false);
  recoveryState.$error.set(null);
}
