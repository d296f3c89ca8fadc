import { $confirmation, answerConfirmation } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/** Core's open confirmation ("Do you want to delete the address?", "... a credit card?") as a dialog. */
export function ConfirmHost() {
  const confirmation = useStore($confirmation);
  return (
    <ConfirmDialog
      open={confirmation !== null}
      text={confirmation?.text ?? ''}
      yes={confirmation?.yes ?? ''}
      no={confirmation?.no ?? ''}
      onAnswer={answerConfirmation}
    />
  );
}
