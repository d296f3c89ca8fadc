// Detail modals of the content pages (a timeline card's): native <dialog> opened with showModal(),
// so the rest of the page is inert and Escape closes it. Tab and Shift+Tab wrap around inside the
// modal (the browser would otherwise let focus leave for its own UI); a click on the backdrop or
// Close closes it, and focus returns to the card that opened it.
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function trapFocus(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export function wireDialogs(): void {
  for (const opener of document.querySelectorAll<HTMLElement>('[data-open-dialog]')) {
    const dialog = document.getElementById(opener.dataset.openDialog ?? '');
    if (!(dialog instanceof HTMLDialogElement)) continue;
    opener.addEventListener('click', () => dialog.showModal());
    dialog.addEventListener('close', () => opener.focus());
    dialog.addEventListener('keydown', (event) => trapFocus(dialog, event));
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
    for (const close of dialog.querySelectorAll('[data-close-dialog]'))
      close.addEventListener('click', () => dialog.close());
  }
}
