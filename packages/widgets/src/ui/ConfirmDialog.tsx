import { useRef } from 'react';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question; it is also the dialog's name. */
  text: string;
  yes: string;
  no: string;
  onAnswer: (yes: boolean) => void;
}

/** A yes/no question in a modal; closing it any other way answers no. No takes the focus first. */
export function ConfirmDialog({ open, text, yes, no, onAnswer }: ConfirmDialogProps) {
  const noButton = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      title={text}
      onClose={() => onAnswer(false)}
      initialFocus={noButton}
      className="modal--confirm"
      part="confirm"
    >
      <div className="modal__actions">
        <button type="button" className="rdc-button" onClick={() => onAnswer(true)}>
          {yes}
        </button>
        <button
          type="button"
          className="rdc-button rdc-button--ghost"
          ref={noButton}
          onClick={() => onAnswer(false)}
        >
          {no}
        </button>
      </div>
    </Modal>
  );
}
