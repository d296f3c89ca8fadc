import { useContext } from 'react';
import { useStore } from '@nanostores/react';
import { $catalogues, resolveLocale } from '@rdc/core';
import type { Locale } from '@rdc/core';
import { HostContext } from './events';

/**
 * The locale a widget writes in: its element's own `lang`, else the nearest `lang` around it (the
 * host page's), else English. A widget rendered without an element (a site island, a bare
 * component in a test) reads the page's. Renders again when a translation arrives.
 */
export function useLocale(): Locale {
  useStore($catalogues);
  const host = useContext(HostContext);
  // Rendered on a server (the site's static specification table), there is no page to read yet.
  if (typeof document === 'undefined') return resolveLocale();
  if (host instanceof Element) return elementLocale(host);
  return resolveLocale(document.documentElement.getAttribute('lang'));
}

/** The locale of an element: its own `lang`, else the nearest around it, else English. */
export function elementLocale(element: Element): Locale {
  return resolveLocale(element.closest('[lang]')?.getAttribute('lang'));
}
