// The user icon: a visitor's opens the login; a signed-in player's is the user menu's avatar.
import { $isLoggedIn, openAuthModal } from '@rdc/core';

export function startUserIcon(): void {
  const userIcon = document.querySelector<HTMLButtonElement>('[data-open-login]');
  userIcon?.addEventListener('click', () => openAuthModal('login'));
  $isLoggedIn.subscribe((loggedIn) => {
    document.documentElement.toggleAttribute('data-signed-in', loggedIn);
    if (userIcon) userIcon.hidden = loggedIn;
  });
}
