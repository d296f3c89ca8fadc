// marketplace-content.md §2.2: "In the marketplace header version, tabs switch the current
// marketplace tab and navigate without scrolling": the next page opens where this one was.
const KEEP_SCROLL = 'rdc:keep-scroll';

export function startKeepScroll(): void {
  document.querySelector('[data-keep-scroll]')?.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest('a'))
      sessionStorage.setItem(KEEP_SCROLL, String(window.scrollY));
  });
  const kept = sessionStorage.getItem(KEEP_SCROLL);
  if (kept !== null) {
    sessionStorage.removeItem(KEEP_SCROLL);
    window.scrollTo({ top: Number(kept) || 0, behavior: 'instant' });
  }
}
