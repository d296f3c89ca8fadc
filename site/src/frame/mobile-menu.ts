// The mobile menu's behaviour (marketplace-content.md §4): "a top link opens its sublist and hides
// the main list; back first leaves a sublist, then closes the menu. Page scroll is locked while the
// menu is open." Focus stays inside the open menu and returns to its button; Escape closes it.
import { $displayName, $isLoggedIn, $knownBalance, formatMoney, logOut, openAuthModal } from '@rdc/core';
import * as m from '../generated/messages';
import { documentLocale } from '../locale';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function startMobileMenu(): void {
  const menu = document.getElementById('mobile-menu');
  const opener = document.querySelector<HTMLButtonElement>('[data-open-menu]');
  if (!menu || !opener) return;
  const main = () => menu.querySelector<HTMLElement>('[data-menu-main]');
  let openSublist: HTMLElement | null = null;
  let returnTo: HTMLElement | null = null;

  const focusables = () =>
    [...menu.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((node) => node.getClientRects().length > 0);

  const showSublist = (index: string | null) => {
    const previous = openSublist;
    previous?.setAttribute('hidden', '');
    openSublist = index === null ? null : menu.querySelector<HTMLElement>(`[data-sublist="${index}"]`);
    main()?.toggleAttribute('hidden', openSublist !== null);
    for (const button of menu.querySelectorAll<HTMLElement>('[data-open-sublist]')) {
      button.setAttribute(
        'aria-expanded',
        String(openSublist !== null && button.dataset.openSublist === index),
      );
    }
    if (openSublist) {
      openSublist.removeAttribute('hidden');
      openSublist.querySelector<HTMLElement>('a')?.focus();
    } else if (previous) {
      // Back from a sublist: the focus goes to the top link that opened it.
      menu.querySelector<HTMLElement>(`[data-open-sublist="${previous.dataset.sublist ?? ''}"]`)?.focus();
    }
  };

  const open = () => {
    returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : opener;
    menu.hidden = false;
    opener.setAttribute('aria-expanded', 'true');
    document.documentElement.classList.add('scroll-locked');
    menu.querySelector<HTMLElement>('[data-menu-back]')?.focus();
  };
  const close = () => {
    if (menu.hidden) return;
    showSublist(null);
    menu.hidden = true;
    opener.setAttribute('aria-expanded', 'false');
    document.documentElement.classList.remove('scroll-locked');
    (returnTo ?? opener).focus();
  };

  opener.addEventListener('click', open);
  menu.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const sublistButton = target?.closest<HTMLElement>('[data-open-sublist]');
    if (sublistButton) return showSublist(sublistButton.dataset.openSublist ?? null);
    if (target?.closest('[data-menu-back]')) return openSublist ? showSublist(null) : close();
    if (target?.closest('[data-menu-close]')) return close();
    if (target?.closest('[data-menu-sign-in]')) {
      close();
      openAuthModal('login');
    }
    // Log Out "clears the session, goes to /", as the profile popup's does.
    if (target?.closest('[data-menu-log-out]')) {
      close();
      void logOut();
    }
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables();
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  // A wide window has no mobile menu: one left open when the window grows is closed.
  matchMedia('(min-width: 80rem)').addEventListener('change', (query) => {
    if (query.matches) close();
  });

  // The user block: the alias, balance and account actions of a signed-in player, Sign In for a visitor.
  const alias = menu.querySelector<HTMLElement>('[data-menu-alias]');
  const balance = menu.querySelector<HTMLElement>('[data-menu-balance]');
  const signIn = menu.querySelector<HTMLElement>('[data-menu-sign-in]');
  const account = menu.querySelector<HTMLElement>('[data-menu-account]');
  const showUser = () => {
    const loggedIn = $isLoggedIn.get();
    if (alias) alias.textContent = loggedIn ? $displayName.get() : m.menu_guest(documentLocale());
    signIn?.toggleAttribute('hidden', loggedIn);
    account?.toggleAttribute('hidden', !loggedIn);
  };
  $isLoggedIn.subscribe(showUser);
  $displayName.subscribe(showUser);
  // The server wrote a visitor's balance of 0. A signed-in player's shows "…" (busy) until it is
  // known, so that no 0 reads as theirs. The amount is written only once the text is another than
  // the server's: the page's first currency format costs 30 ms of locale data, which a visitor's
  // page need not pay here.
  let written = false;
  $knownBalance.subscribe((amount) => {
    if (!balance || (amount === 0 && !written)) return;
    written = true;
    balance.setAttribute('aria-busy', String(amount === null));
    balance.textContent = formatMoney(amount, 'RDC', documentLocale());
  });
}
