// The navigation lists drawn again in the browser, when a static page receives the server's links.
// The same markup as NavList.astro, HeaderDown.astro and MobileMenu.astro; text only, never HTML.
import { isActiveLink, sitePath, splitLocalePath, type NavLink, type SiteNavigation } from '@rdc/core';
import * as m from '../generated/messages';
import { documentLocale } from '../locale';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  text?: string,
) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

function anchor(link: NavLink, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const a = element('a', { href: sitePath(link.url), ...attributes }, link.title);
  if (isActiveLink(link.url, splitLocalePath(location.pathname).path)) a.setAttribute('aria-current', 'page');
  return a;
}

function drawList(list: HTMLElement, links: readonly NavLink[], withSubLinks: boolean): void {
  list.replaceChildren(
    ...links.map((link, index) => {
      const item = element('li');
      item.append(anchor(link));
      if (withSubLinks && link.subLinks.length > 0) {
        item.className = 'has-sub';
        item.setAttribute('data-nav-dropdown', '');
        item.append(
          element('button', {
            type: 'button',
            class: 'nav-dropdown__toggle',
            'aria-expanded': 'false',
            'aria-controls': `nav-sub-${index}`,
            'aria-label': m.nav_sub_links(documentLocale(), { title: link.title }),
          }),
        );
        const sub = element('ul', { id: `nav-sub-${index}`, 'data-menu-panel': '', hidden: '' });
        sub.append(
          ...link.subLinks.map(
            (child) => element('li').appendChild(anchor(child)).parentElement as HTMLElement,
          ),
        );
        item.append(sub);
      }
      return item;
    }),
  );
}

function drawMobileMenu(root: HTMLElement, links: readonly NavLink[]): void {
  const main = root.querySelector<HTMLElement>('[data-menu-main]');
  if (!main) return;
  for (const old of root.querySelectorAll('[data-sublist]')) old.remove();
  const sublists: HTMLElement[] = [];
  main.replaceChildren(
    ...links.map((link, index) => {
      const item = element('li');
      if (link.subLinks.length === 0) {
        item.append(element('a', { class: 'mobile-menu__top-link', href: sitePath(link.url) }, link.title));
        return item;
      }
      item.append(
        element(
          'button',
          {
            type: 'button',
            class: 'mobile-menu__top-link',
            'data-open-sublist': String(index),
            'aria-expanded': 'false',
            'aria-controls': `mobile-sublist-${index}`,
          },
          link.title,
        ),
      );
      const sublist = element('div', {
        id: `mobile-sublist-${index}`,
        class: 'mobile-menu__sublist',
        'data-sublist': String(index),
        hidden: '',
      });
      const list = element('ul', { class: 'mobile-menu__list' });
      for (const child of [
        { ...link, title: m.menu_all_of(documentLocale(), { title: link.title }) },
        ...link.subLinks,
      ]) {
        list.append(
          element('li').appendChild(
            element('a', { class: 'mobile-menu__top-link', href: sitePath(child.url) }, child.title),
          ).parentElement as HTMLElement,
        );
      }
      sublist.append(element('p', { class: 'mobile-menu__sublist-title' }, link.title), list);
      sublists.push(sublist);
      return item;
    }),
  );
  main.after(...sublists);
}

/** Draws every navigation list of the page from the server's links. */
export function drawNavigation(navigation: SiteNavigation): void {
  for (const list of document.querySelectorAll<HTMLElement>('[data-nav-list="header"]'))
    drawList(list, navigation.header, true);
  for (const list of document.querySelectorAll<HTMLElement>('[data-nav-list="tabs"]'))
    drawList(list, navigation.header, false);
  for (const list of document.querySelectorAll<HTMLElement>('[data-nav-list="footer"]'))
    drawList(list, navigation.footer, false);
  const menu = document.getElementById('mobile-menu');
  if (menu) drawMobileMenu(menu, navigation.header);
}
