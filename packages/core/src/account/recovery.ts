import { atom } from 'nanostores';
import { getApi } from '../config';
import { logIgnored } from '../session/log';
import { validateRecovery } from '../validation/account-forms';
import { createFlowState, type FlowResult } from './flow';

/** "Sending recovery failure: error while sending recovery email" (§8). */
export const RECOVERY_ERROR = 'error while sending recovery email';

export const recoveryState = createFlowState();
/** "Recovery: enter email, then a success message." */
export const $recoverySent = atom(false);

/** Sends the recovery email; "Recovery email is trimmed before sending." */
export async function sendRecovery(email: string): Promise<FlowResult<{ email: string }>> {
  const errors = validateRecovery({ email });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  recoveryState.$pending.set(true);
  recoveryState.$error.set(null);
  try {
    await getApi().account.sendRecovery({ email: email.trim() });
    $recoverySent.set(true);
    return { ok: true };
  } catch (error) {
    logIgnored('a recovery email that could not be sent', error);
    recoveryState.$error.set(RECOVERY_ERROR);
    return { ok: false, message: RECOVERY_ERROR };
  } finally {
    recoveryState.$pending.set(false);
  }
}

/** "Send, then Clear after success": back to an empty form. */
export function clearRecovery(): void {
  $recoverySent.set(false);
  recoveryState.$error.set(null);
}
