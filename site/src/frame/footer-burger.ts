// The footer's burger opens its page links on narrow screens.
export function startFooterBurger(): void {
  const burger = document.querySelector<HTMLButtonElement>('[data-footer-burger]');
  burger?.addEventListener('click', () => {
    const links = document.getElementById('footer-links');
    const open = burger.getAttribute('aria-expanded') !== 'true';
    burger.setAttribute('aria-expanded', String(open));
    links?.setAttribute('data-open', String(open));
  });
}
