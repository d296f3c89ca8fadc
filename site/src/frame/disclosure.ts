// A header menu's open and close: its button opens it on click (Enter and Space are clicks on a
// button), never on focus; Escape closes it and puts the focus back on the button; a click outside
// or the focus leaving closes it. The button's aria-expanded always says which.
export function startDisclosure(root: HTMLElement, button: HTMLButtonElement, panel: HTMLElement): void {
  const set = (open: boolean) => {
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  };
  set(false);
  button.addEventListener('click', () => set(panel.hidden));
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      event.stopPropagation();
      set(false);
      button.focus();
    }
  });
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) set(false);
  });
  document.addEventListener('click', (event) => {
    if (!root.contains(event.target as Node)) set(false);
  });
}
