import { loadLocale } from '@rdc/core';
import { defineMiddleware } from 'astro:middleware';
import { localeOfRequest } from './locale';
import { requestNavigation } from './server/navigation';

/** The route of every German address of a page rendered on demand (src/pages/de/[...path].astro). */
const LOCALE_ROUTE = '/de/[...path]';

// The address carries the page's language: `/de/…` is the page without the prefix, in German. A
// page rendered on demand is reached through the German catch-all and rewritten to its own route
// here; a prerendered page has a German twin (src/pages/de/), which only needs the language.
// Astro's own i18n routing is not used: its fallback rewrite loses `currentLocale`.
export const onRequest = defineMiddleware(async (context, next) => {
  const { locale, rewrite } = localeOfRequest(context.url.pathname);
  context.locals.locale = locale;
  // The language's catalogue, once per server (English is compiled in).
  await loadLocale(locale);
  // A page rendered on demand starts reading its navigation (the link templates) as the request
  // arrives, in parallel with the page's own API calls (server/navigation.ts says why).
  if (!context.isPrerendered) void requestNavigation(context.locals, context.url);
  if (rewrite === null || context.routePattern !== LOCALE_ROUTE) return next();
  try {
    return await next(`${rewrite}${context.url.search}`);
  } catch (error) {
    // No page rendered on demand answers there (Astro refuses to rewrite to a prerendered one,
    // the not-found page among them): the catch-all's own not-found page, in German.
    if (error instanceof Error && error.name === 'ForbiddenRewrite') return next();
    throw error;
  }
});
