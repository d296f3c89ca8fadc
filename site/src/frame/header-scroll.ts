// marketplace-content.md §4: "Header search variants change by scroll: at or below 500 px width
// once the bar reaches 56 px from top; above 500 px when it reaches 100 px. The header and footer
// scroll threshold is 195 px." Past it the transparent headers turn solid (global.css). The spec
// names no change of the footer at that threshold, so the footer keeps one look.
import { headerScrollState } from '@rdc/core';

export function startHeaderScroll(): void {
  const header = document.querySelector<HTMLElement>('.site-header');
  if (!header) return;
  const onScroll = () => {
    const state = headerScrollState(window.scrollY, window.innerWidth);
    header.toggleAttribute('data-compact-search', state.compactSearch);
    header.toggleAttribute('data-scrolled', state.pastFrameThreshold);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  // The first reading waits for the next frame: reading the scroll position now would force a
  // layout of the whole page inside this script's task, which the islands starting beside it make long.
  requestAnimationFrame(onScroll);
}
