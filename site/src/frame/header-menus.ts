// The header's menus: the language popover and the main navigation's sub-link dropdowns, each a
// disclosure of its button (disclosure.ts). The navigation's lists may be drawn again when a static
// page receives the server's links, so the dropdowns are found again after each drawing.
import { startDisclosure } from './disclosure';

const started = new WeakSet<HTMLElement>();

/** Starts every header menu not started yet. */
export function startHeaderMenus(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-popover], [data-nav-dropdown]')) {
    if (started.has(root)) continue;
    const button = root.querySelector<HTMLButtonElement>(':scope > button');
    const panel = root.querySelector<HTMLElement>(':scope > [data-menu-panel]');
    if (!button || !panel) continue;
    started.add(root);
    startDisclosure(root, button, panel);
  }
}
