import type { FlowState } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * What every account form shares: its flow's pending flag and failure text, and, when the form
 * opens, a clean failure and the focus on its first field.
 */
export function useAccountFlow(state: FlowState, firstField: RefObject<HTMLElement | null>) {
  const pending = useStore(state.$pending);
  const failure = useStore(state.$error);
  useEffect(() => {
    state.$error.set(null);
    firstField.current?.focus();
  }, [state, firstField]);
  return { pending, failure };
}

/** The failure of an account form's call, announced at once. */
export function FormFailure({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="form__error" role="alert">
      {text}
    </p>
  );
}
