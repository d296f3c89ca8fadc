import { useContext, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $catalogues, loadLocale, resolveLocale } from '@rdc/core';
import type { Locale } from '@rdc/core';
import { HostContext } from './events';
import { usePageSnapshot } from './page-snapshot';

/**
 * The locale a widget writes in: its element's own `lang`, else the nearest `lang` around it (the
 * host page's), else English. A widget rendered without an element (a site island, a bare
 * component in a test) reads the page's. Renders again when a translation arrives; one not here
 * yet is fetched (a custom element fetched it before its first render, an island asks here: its
 * catalogue arrived with its chunk, after the page's own).
 */
export function useLocale(): Locale {
  useStore($catalogues);
  const snapshot = usePageSnapshot();
  const host = useContext(HostContext);
  const locale = snapshot?.locale ?? readLocale(host);
  useEffect(() => {
    void loadLocale(locale);
  }, [locale]);
  return locale;
}

function readLocale(host: unknown): Locale {
  // Rendered on a server without a PageSnapshot (the site's specification table), there is no page
  // to read: English, unless the caller gives the page's locale (SpecTable's `locale`).
  if (typeof document === 'undefined') return resolveLocale();
  if (host instanceof Element) return elementLocale(host);
  return resolveLocale(document.documentElement.getAttribute('lang'));
}

/** The locale of an element: its own `lang`, else the nearest around it, else English. */
export function elementLocale(element: Element): Locale {
  return resolveLocale(element.closest('[lang]')?.getAttribute('lang'));
}
