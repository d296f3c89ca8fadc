// Buttons of any page that open the auth widget (Register Now, Sign Up), marked data-open-auth. They ask with the
// document event the auth widget serves (rdc-open-auth) and, unless a listener cancels it, open
// core's auth modal store themselves: a press before the auth island has rendered still opens it
// once the island is there. Visitor-only buttons hide once a session exists; a link that opens
// auth for a visitor follows its href for a player.
import { $isLoggedIn, openAuthModal } from '@rdc/core';

export function wireAuthButtons(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-open-auth]')) {
    element.addEventListener('click', (event) => {
      if ($isLoggedIn.get() && element instanceof HTMLAnchorElement) return;
      event.preventDefault();
      const category = element.dataset.openAuth === 'register' ? 'register' : 'auth';
      const request = new CustomEvent('rdc-open-auth', { detail: { category }, cancelable: true });
      if (document.dispatchEvent(request)) openAuthModal(category === 'register' ? 'register' : 'login');
    });
  }
  $isLoggedIn.subscribe((loggedIn) => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-visitors-only]'))
      element.hidden = loggedIn;
  });
}
