// The frame's behaviour in the browser, on every page: the server's navigation on static pages,
// the header's scroll states, the mobile menu, the language popup, the footer's burger, the user
// icon, and the marketplace tabs that switch without scrolling.
import {
  $isLoggedIn,
  headerScrollState,
  openAuthModal,
  refreshSiteNavigation,
  startCartSync,
} from '@rdc/core';
import { startMobileMenu } from './mobile-menu';
import { drawNavigation } from './nav-dom';

const body = document.body;

// A static page asks for the link templates now, so an admin's edit shows on the next load.
if (body.dataset.navSource === 'pending') {
  void refreshSiteNavigation().then((navigation) => {
    drawNavigation(navigation);
    body.dataset.navSource = 'server';
  });
}

// §4: the search variant changes at 56 px (≤ 500 px wide) or 100 px; the header's solid look from 195 px.
const header = document.querySelector<HTMLElement>('.site-header');
const onScroll = () => {
  if (!header) return;
  const state = headerScrollState(window.scrollY, window.innerWidth);
  header.toggleAttribute('data-compact-search', state.compactSearch);
  header.toggleAttribute('data-scrolled', state.pastFrameThreshold);
  document.querySelector('.site-footer')?.toggleAttribute('data-scrolled', state.pastFrameThreshold);
};
window.addEventListener('scroll', onScroll, { passive: true });
window.addEventListener('resize', onScroll, { passive: true });
// The first reading waits for the next frame: reading the scroll position now would force a
// layout of the whole page inside this script's task, which the islands starting beside it make long.
requestAnimationFrame(onScroll);

// The header's "menu hovered or not changes its look".
header?.addEventListener('pointerenter', () => header.setAttribute('data-hovered', ''));
header?.addEventListener('pointerleave', () => header.removeAttribute('data-hovered'));

// A header with the basket badge starts the cart's server sync now, in the same task as the mobile
// menu's balance (both read at start for a signed-in player), instead of when the badge's island
// hydrates, seconds later under load. The two calls leave together, so an access token that
// expired while the player was away is renewed by one /auth/refresh that both wait on (the
// client's single flight), and the badge shows the server cart sooner.
if (document.querySelector('.site-header__basket')) startCartSync();
startMobileMenu();

// Popovers of the header (the language): open on click, close on Escape, outside click or focus leaving.
for (const popover of document.querySelectorAll<HTMLElement>('[data-popover]')) {
  const button = popover.querySelector<HTMLButtonElement>('button');
  const panel = popover.querySelector<HTMLElement>('.header-popover__panel');
  if (!button || !panel) continue;
  const set = (open: boolean) => {
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  };
  button.addEventListener('click', () => set(panel.hidden));
  popover.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      set(false);
      button.focus();
    }
  });
  popover.addEventListener('focusout', (event) => {
    if (!popover.contains(event.relatedTarget as Node | null)) set(false);
  });
  document.addEventListener('click', (event) => {
    if (!popover.contains(event.target as Node)) set(false);
  });
}

// The footer's burger opens its page links on narrow screens.
const burger = document.querySelector<HTMLButtonElement>('[data-footer-burger]');
burger?.addEventListener('click', () => {
  const links = document.getElementById('footer-links');
  const open = burger.getAttribute('aria-expanded') !== 'true';
  burger.setAttribute('aria-expanded', String(open));
  links?.setAttribute('data-open', String(open));
});

// The user icon: a visitor's opens the login; a signed-in player's is the user menu's avatar.
const userIcon = document.querySelector<HTMLButtonElement>('[data-open-login]');
userIcon?.addEventListener('click', () => openAuthModal('login'));
$isLoggedIn.subscribe((loggedIn) => {
  document.documentElement.toggleAttribute('data-signed-in', loggedIn);
  if (userIcon) userIcon.hidden = loggedIn;
});

// "In the marketplace header version, tabs switch the current marketplace tab and navigate without
// scrolling": the next page opens where this one was.
const KEEP_SCROLL = 'rdc:keep-scroll';
document.querySelector('[data-keep-scroll]')?.addEventListener('click', (event) => {
  if ((event.target as Element | null)?.closest('a'))
    sessionStorage.setItem(KEEP_SCROLL, String(window.scrollY));
});
const kept = sessionStorage.getItem(KEEP_SCROLL);
if (kept !== null) {
  sessionStorage.removeItem(KEEP_SCROLL);
  window.scrollTo({ top: Number(kept) || 0, behavior: 'instant' });
}
