import { $errorModal, ERROR_MODAL_TEXT, closeErrorModal, errorModalText, resetPayment } from '@rdc/core';
import { useStore } from '@nanostores/react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { usePartStyles } from '../platform/use-part-styles';
import { Modal } from '../ui/Modal';
import css from './ErrorModal.css?inline';

/** The error card's styles come with the modal. */
export const STYLES = [css];

/**
 * "Error modal: text Ooops... something wrong. Try one more time., with an Error card that shows
 * the server error text, or Payment execution error when none is given. Closing clears the error text."
 */
export function ErrorModal() {
  usePartStyles(STYLES);
  const open = useStore($errorModal) !== null;
  const locale = useLocale();
  const close = () => {
    closeErrorModal();
    resetPayment();
  };
  return (
    <Modal open={open} title={ERROR_MODAL_TEXT(locale)} onClose={close} part="error-modal">
      <div className="error-card" part="error-card" role="alert">
        <p className="error-card__title">{m.result_modals_error(locale)}</p>
        <p className="error-card__text">{errorModalText(locale)}</p>
      </div>
    </Modal>
  );
}
