import { atom } from 'nanostores';
import { logIgnored } from '../log-ignored';

/** The state every account form shows: sending, and the message of the last failure. */
export function createFlowState() {
  return { $pending: atom(false), $error: atom<string | null>(null) };
}

export type FlowResult<E = Record<string, string>> =
  { ok: true } | { ok: false; errors?: Partial<E>; message?: string; ignored?: boolean };

export type FlowState = ReturnType<typeof createFlowState>;

/**
 * Sends one account form: pending while the call runs; a failure is logged, and the text the
 * form shows (`failureMessage`) is kept in the state and returned.
 */
export async function submitForm<E>(
  state: FlowState,
  what: string,
  failureMessage: (error: unknown) => string,
  send: () => Promise<void>,
): Promise<FlowResult<E>> {
  state.$pending.set(true);
  state.$error.set(null);
  try {
    await send();
    return { ok: true };
  } catch (error) {
    logIgnored(what, error);
    const message = failureMessage(error);
    state.$error.set(message);
    return { ok: false, message };
  } finally {
    state.$pending.set(false);
  }
}
