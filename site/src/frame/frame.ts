// The frame's behaviour in the browser, on every page: each behaviour is a module of this folder,
// started here in the order the page needs them.
import { loadLocale, nextTask, prepareMoneyFormat, startCartSync } from '@rdc/core';
import { documentLocale } from '../locale';
import { wireAuthButtons } from './auth-buttons';
import { startFooterBurger } from './footer-burger';
import { startHeaderHover } from './header-hover';
import { startHeaderMenus } from './header-menus';
import { startHeaderScroll } from './header-scroll';
import { startKeepScroll } from './keep-scroll';
import { startMobileMenu } from './mobile-menu';
import { startNavigationRefresh } from './navigation-refresh';
import { startUserIcon } from './user-icon';
import { wired } from './early-presses';

/** The server-rendered controls the behaviours above wire. */
const FRAME_CONTROLS =
  '[data-open-auth], [data-open-login], [data-open-menu], [data-footer-burger], [data-popover] > button, [data-nav-dropdown] > button';

/**
 * The behaviours in the order the page needs them, each in a task of its own: run as one, with the
 * chunk's own start before them, they were a task of 100 to 150 ms on Lighthouse's phone, in which
 * the page could neither paint nor answer a tap.
 */
const STEPS: readonly (() => void)[] = [
  // A page whose island writes prices (a list, a product's footer) builds the money formatter
  // first, before the islands render: a page's first Intl formatter costs about 30 ms (the
  // platform loads its locale data), which would otherwise be added to the render showing them.
  () => {
    if (document.body.hasAttribute('data-writes-prices')) prepareMoneyFormat(documentLocale());
  },
  () => startNavigationRefresh(startHeaderMenus),
  startHeaderScroll,
  startHeaderHover,
  // A header with the basket badge starts the cart's server sync now, in the same task as the mobile
  // menu's balance (both read at start for a signed-in player), instead of when the badge's island
  // hydrates, seconds later under load. The two calls leave together, so an access token that
  // expired while the player was away is renewed by one /auth/refresh that both wait on (the
  // client's single flight), and the badge shows the server cart sooner.
  () => {
    if (document.querySelector('.site-header__basket')) startCartSync();
    startMobileMenu();
  },
  startHeaderMenus,
  startFooterBurger,
  startUserIcon,
  startKeepScroll,
  wireAuthButtons,
  // The frame's controls work from here on: a press made while the page was loading is made again.
  () => wired(FRAME_CONTROLS),
  // The home page's preview slider, whose code only that page fetches.
  () => {
    if (!document.querySelector('[data-preview-slider]')) return;
    void import('../components/content/preview-slider').then(({ startPreviewSliders }) => {
      startPreviewSliders();
      wired('[data-preview-slider] button');
    });
  },
];

async function startFrame(): Promise<void> {
  for (const step of STEPS) {
    await nextTask();
    step();
  }
}

// The page's language (a German page's islands and frame texts): fetched at once; every island
// renders again when it arrives (English needs nothing).
void loadLocale(documentLocale());

// Each behaviour finds its elements in the page, so it starts once the whole page is parsed. The
// islands that load this chunk start after the first paint, which comes after that, but the frame
// must not start early if one ever loads it sooner: when it did, the frame missed what was below
// the header (Register Now stayed shown to a signed-in player).
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', () => void startFrame(), { once: true });
else void startFrame();
