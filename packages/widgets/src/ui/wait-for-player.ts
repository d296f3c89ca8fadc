/** The keys Swiper's keyboard control answers on a horizontal slider. */
const SLIDER_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown']);

/** A pointer over the slider or pressed on it (a touch reports both), and a focus inside it. */
const REACHES = ['pointerover', 'pointerdown', 'focusin'];

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
  const listen = (add: boolean) => {
    const method = add ? 'addEventListener' : 'removeEventListener';
    for (const type of REACHES) group[method](type, start, true);
    window[method]('keydown', onKey as EventListener, true);
  };
  listen(true);
  return () => listen(false);
}
