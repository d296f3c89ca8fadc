// Presses on server-rendered buttons made before the script that wires them had run, kept by the
// <head>'s inline script (islands-after-first-paint.js): the script that wires a kind of control
// says so here, and the presses on it are made again, in order.
const EARLY_PRESSES = Symbol.for('rdc.site.early-presses');

interface EarlyPresses {
  pressed: Element[];
  wired: string[];
}

/** Marks the controls `selector` names as wired from now on, and presses again those pressed before. */
export function wired(selector: string): void {
  const early = (window as unknown as Record<symbol, EarlyPresses | undefined>)[EARLY_PRESSES];
  if (!early) return;
  early.wired.push(selector);
  const mine = early.pressed.filter((control) => control.matches(selector));
  early.pressed = early.pressed.filter((control) => !mine.includes(control));
  for (const control of mine) if (control.isConnected && control instanceof HTMLElement) control.click();
}
