const PLAYER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps the section the address names (`/settings#orders`) in view while the page's islands
 * render in the browser: the browser scrolls to it at load, then the content above and in it
 * grows and would carry it away. Each growth brings it back, until the player's own first scroll,
 * key or touch. Returns the stop.
 */
export function followAnchor(id: string): () => void {
  const target = document.getElementById(id);
  if (!target || location.hash !== `#${id}` || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => target.scrollIntoView({ block: 'start' }));
  for (const element of [document.body, target.parentElement, target]) if (element) observer.observe(element);
  const stop = () => {
    observer.disconnect();
    for (const type of PLAYER_MOVES) window.removeEventListener(type, stop, true);
  };
  for (const type of PLAYER_MOVES) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
