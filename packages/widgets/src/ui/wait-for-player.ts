/** The keys Swiper's keyboard control answers on a horizontal slider. */
const SLIDER_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown']);

/**
 * Calls `start` once, when the player first reaches for the slider in `group`: a pointer over it or
 * pressed on it (a touch reports both), a focus inside it, or a key the slider answers, pressed
 * anywhere. Each is caught before the slider's own listeners see it (on the way down, and a key at
 * the window), so the Swiper started then answers that same press, drag, click or key. Returns the
 * function that stops waiting.
 *
 * A Swiper's start is a long task on a phone, in which the page cannot answer a tap on anything
 * else; a slider that waits for the player keeps it out of the page's first seconds.
 */
export function waitForPlayer(group: HTMLElement, start: () => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (SLIDER_KEYS.has(event.key)) start();
  };
  group.addEventListener('pointerover', start, { capture: true });
  group.addEventListener('pointerdown', start, { capture: true });
  group.addEventListener('focusin', start, { capture: true });
  window.addEventListener('keydown', onKey, { capture: true });
  return () => {
    group.removeEventListener('pointerover', start, { capture: true });
    group.removeEventListener('pointerdown', start, { capture: true });
    group.removeEventListener('focusin', start, { capture: true });
    window.removeEventListener('keydown', onKey, { capture: true });
  };
}
