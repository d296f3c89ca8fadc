import { $confirmation, answerConfirmation } from '@rdc/core';
import { useStore } from '@nanostores/react';
import { useLocale } from '../platform/use-locale';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/** Core's open confirmation ("Do you want to delete the address?", "... a credit card?") as a dialog. */
export function ConfirmHost() {
  const confirmation = useStore($confirmation);
  const locale = useLocale();
  return (
    <ConfirmDialog
      open={confirmation !== null}
      text={confirmation?.text(locale) ?? ''}
      yes={confirmation?.yes(locale) ?? ''}
      no={confirmation?.no(locale) ?? ''}
      onAnswer={answerConfirmation}
    />
  );
}
