import { atom } from 'nanostores';

/** The state every account form shows: sending, and the message of the last failure. */
export function createFlowState() {
  return { $pending: atom(false), $error: atom<string | null>(null) };
}

export type FlowResult<E = Record<string, string>> =
  | { ok: true }
  | { ok: false; errors?: Partial<E>; message?: string; ignored?: boolean };
