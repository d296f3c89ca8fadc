import { loadLocale } from '@rdc/core';
import { defineMiddleware } from 'astro:middleware';
import { localeOfRequest } from './locale';
import { requestNavigation } from './server/navigation';

/**
 * The routes of every prefixed address of a page rendered on demand: German
 * (src/pages/de/[...path].astro) and the pseudo-locale's (src/pages/en-XA/[...path].astro).
 */
const LOCALE_ROUTES = new Set(['/de/[...path]', '/en-XA/[...path]']);

/** The in-game view mode's pages, by route or path (EmbedLayout: the widget alone, no navigation). */
const IN_GAME_ROUTE = /^\/embed\//;

/**
 * Whether `/en-XA/…` addresses the pseudo-locale: only on a server started with
 * RDC_SITE_PSEUDO_LOCALE=1 (the browser tests' global setup, for the pseudo-locale audit). Anywhere
 * else it is a path no page answers, as `/fr/…` is, so no player is offered it.
 */
const PSEUDO_ADDRESSES = process.env.RDC_SITE_PSEUDO_LOCALE === '1';

// The address carries the page's language: `/de/…` is the page without the prefix, in German. A
// page rendered on demand is reached through the German catch-all and rewritten to its own route
// here; a prerendered page has a German twin (src/pages/de/), which only needs the language.
// Astro's own i18n routing is not used: its fallback rewrite loses `currentLocale`.
export const onRequest = defineMiddleware(async (context, next) => {
  const { locale, rewrite } = localeOfRequest(context.url.pathname, { pseudo: PSEUDO_ADDRESSES });
  context.locals.locale = locale;
  // The language's catalogue, once per server (English is compiled in).
  await loadLocale(locale);
  // A page rendered on demand starts reading its navigation (the link templates) as the request
  // arrives, in parallel with the page's own API calls (server/navigation.ts says why). An in-game
  // page has no header or footer to show it in.
  if (!context.isPrerendered && !IN_GAME_ROUTE.test(context.routePattern))
    void requestNavigation(context.locals, context.url);
  // The in-game pages have no German address (a game's web view opens /embed/{widget}): the
  // catch-all's not-found page answers there.
  if (rewrite === null || !LOCALE_ROUTES.has(context.routePattern) || IN_GAME_ROUTE.test(rewrite))
    return next();
  try {
    return await next(`${rewrite}${context.url.search}`);
  } catch (error) {
    // No page rendered on demand answers there: the catch-all's own not-found page, in its language.
    if (isRewriteToPrerendered(error)) return next();
    throw error;
  }
});

/**
 * Whether a rewrite failed because the path it named is a prerendered page's. Astro refuses such a
 * rewrite (ForbiddenRewrite); for a path no page answers it first falls back to the not-found
 * page, which is prerendered, and loading that page's module on the server fails before the
 * refusal (Astro 5.18: "module.page is not a function"). Either way nothing was rendered yet.
 */
function isRewriteToPrerendered(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ForbiddenRewrite' ||
    (error instanceof TypeError && error.message === 'module.page is not a function')
  );
}
