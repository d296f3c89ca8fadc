import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject, SyntheticEvent } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { usePartStyles } from '../platform/use-part-styles';
import css from './Modal.css?inline';

/** Every dialog is in a part fetched on demand (a form, a result, a question): its styles come with it. */
export const STYLES = [css];

export interface ModalProps {
  /** Rendered only while open. */
  open: boolean;
  /** The dialog's title; it names the dialog. */
  title: ReactNode;
  /** Escape, a click outside, or the close button. */
  onClose: () => void;
  children: ReactNode;
  /** The element to focus when the dialog opens; default the first focusable one after the close button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Extra class on the dialog box (its size and layout). */
  className?: string;
  /** The `part` name of the dialog box, for hosts that theme it. */
  part?: string;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The focused element, looking inside shadow roots (the widgets live in one). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement as HTMLElement | null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement as HTMLElement;
  return active;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
}

// Open dialogs in the order they opened. Escape and the focus trap belong to the top one: the
// latest that holds no other open dialog inside it (a dialog rendered within another opens first).
const stack: HTMLElement[] = [];

function isTop(box: HTMLElement): boolean {
  const innermost = stack.filter(
    (element) => !stack.some((other) => other !== element && element.contains(other)),
  );
  return innermost[innermost.length - 1] === box;
}

/**
 * Opens a <dialog> as a modal, in the top layer. Where the browser has no top layer (Safari before
 * 15.4) or the element is not in a document, it is shown in place, fixed over the page (Modal.css).
 */
function showInTopLayer(element: HTMLDialogElement): void {
  if (element.open) return;
  try {
    if (typeof element.showModal === 'function') {
      element.showModal();
      return;
    }
  } catch {
    // Not in a document yet: shown in place below.
  }
  element.setAttribute('open', '');
}

/**
 * A modal dialog: a <dialog> in the top layer, aria-modal, named by its title. Focus moves inside on open, stays
 * trapped there (Tab and Shift+Tab wrap), and returns to the element that opened it on close.
 * Escape and a click on the backdrop close it.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  initialFocus,
  className,
  part = 'modal',
}: ModalProps) {
  if (!open) return null;
  return (
    <OpenModal title={title} onClose={onClose} initialFocus={initialFocus} className={className} part={part}>
      {children}
    </OpenModal>
  );
}

function OpenModal({ title, onClose, children, initialFocus, className, part }: Omit<ModalProps, 'open'>) {
  usePartStyles(STYLES);
  const locale = useLocale();
  const titleId = useId();
  const frame = useRef<HTMLDialogElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  // Taken at the first render, before a child's effect may move the focus into the dialog.
  const [opener] = useState(deepActiveElement);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  // Before the first paint: a dialog the player can see already takes Escape and holds the focus
  // (an effect runs after the paint, later still on a busy machine or under Preact, and an Escape
  // pressed in between was lost).
  useLayoutEffect(() => {
    const box = dialog.current;
    const backdrop = frame.current;
    if (!box || !backdrop) return;
    stack.push(box);
    // A form or a dialog inside this one may have placed the focus already.
    const focused = deepActiveElement();
    showInTopLayer(backdrop);
    const first =
      focused && box.contains(focused)
        ? focused
        : (initialFocus?.current ?? focusables(box).find((element) => !element.dataset.modalClose) ?? box);
    first.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && isTop(box)) {
        // Not also the browser's own close of the <dialog>: the widget closes it, by its state.
        event.preventDefault();
        event.stopPropagation();
        closeRef.current();
      }
    };
    // Focus that escapes (a click on the page behind) is brought back.
    const onFocusIn = () => {
      const active = deepActiveElement();
      if (isTop(box) && active && !box.contains(active)) (focusables(box)[0] ?? box).focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(box), 1);
      // Out of the top layer first: while the dialog is modal the page behind it is inert, and the
      // opener could not take the focus back.
      if (backdrop.open && typeof backdrop.close === 'function') backdrop.close();
      if (opener?.isConnected) opener.focus();
    };
    // Focus is placed once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = focusables(dialog.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = deepActiveElement();
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  // A close request the keyboard handler did not take (a phone's back gesture): the widget closes
  // the dialog, by its state, so that the browser does not close it behind the widget's back.
  const closeOnCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (dialog.current && isTop(dialog.current)) onClose();
  };

  return (
    // The <dialog> is the backdrop over the whole viewport, shown in the browser's top layer, so
    // it is above everything on any page (a sticky header, a host's z-index, a stacking context).
    <dialog
      ref={frame}
      className="modal__backdrop"
      part="backdrop"
      // Its own role, written out: the tests and hosts that look for [role="dialog"] find it.
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onMouseDown={closeOnBackdrop}
      onCancel={closeOnCancel}
      data-testid="modal-backdrop"
    >
      <div
        ref={dialog}
        className={className ? `modal ${className}` : 'modal'}
        part={part}
        tabIndex={-1}
        onKeyDown={trapTab}
      >
        <div className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          <button
            type="button"
            className="modal__close"
            part="close"
            aria-label={m.ui_modal_close(locale)}
            data-modal-close="true"
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </dialog>
  );
}
