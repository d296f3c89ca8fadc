// marketplace-content.md §2.2: "In the marketplace header version, tabs switch the current
// marketplace tab and navigate without scrolling": the next page opens where this one was.
const KEEP_SCROLL = 'rdc:keep-scroll';
/** What the player does to scroll a page: any of it ends the restoring. */
const PLAYER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export function startKeepScroll(): void {
  document.querySelector('[data-keep-scroll]')?.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest('a'))
      sessionStorage.setItem(KEEP_SCROLL, String(window.scrollY));
  });
  const kept = sessionStorage.getItem(KEEP_SCROLL);
  if (kept === null) return;
  sessionStorage.removeItem(KEEP_SCROLL);
  restoreScroll(Number(kept) || 0);
}

/**
 * Scrolls to `top`. The tab's list renders in the browser, so the page may still be too short to
 * reach it: it scrolls again each time the page grows, until the place is reached or the player
 * scrolls on their own.
 */
function restoreScroll(top: number): void {
  const reach = () => {
    window.scrollTo({ top, behavior: 'instant' });
    return window.scrollY >= Math.floor(top);
  };
  if (reach()) return;
  const growth = new ResizeObserver(() => {
    if (reach()) stop();
  });
  const stop = () => {
    growth.disconnect();
    for (const type of PLAYER_INPUT) window.removeEventListener(type, stop);
  };
  growth.observe(document.body);
  for (const type of PLAYER_INPUT) window.addEventListener(type, stop, { passive: true });
}
