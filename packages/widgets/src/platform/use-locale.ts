import { useContext } from 'react';
import { resolveLocale } from '@rdc/core';
import type { Locale } from '@rdc/core';
import { HostContext } from './events';

/**
 * The locale a widget writes in: its element's own `lang`, else the nearest `lang` around it (the
 * host page's), else English. A widget rendered without an element (a site island, a bare
 * component in a test) reads the page's.
 */
export function useLocale(): Locale {
  const host = useContext(HostContext);
  if (host instanceof Element) return resolveLocale(host.closest('[lang]')?.getAttribute('lang'));
  if (typeof document === 'undefined') return resolveLocale();
  return resolveLocale(document.documentElement.getAttribute('lang'));
}
