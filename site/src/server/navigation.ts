import { DEFAULT_LOCALE, loadSiteNavigation, type SiteNavigation } from '@rdc/core';
import { serverApi } from './api';

// Kept by the request's locals, its own object (a German page is rendered from a rewritten copy
// of the request, which the middleware never saw).
const byRequest = new WeakMap<App.Locals, Promise<SiteNavigation>>();

/**
 * The header and footer links of a page rendered on demand, loaded once per request, with their
 * titles in the page's language (the paths stay the site's own; the templates write them in it).
 * The middleware starts the load as the request arrives, so the link templates are read beside
 * the page's own call (the lot, the post) rather than after it: a slow API gives the Error page
 * within the one 5000 ms timeout, not after two in a row. The layout then awaits the same load.
 */
export function requestNavigation(locals: App.Locals, pageUrl: URL): Promise<SiteNavigation> {
  let navigation = byRequest.get(locals);
  if (!navigation) {
    navigation = loadSiteNavigation(locals.locale ?? DEFAULT_LOCALE, serverApi(locals, pageUrl).linkTemplate);
    byRequest.set(locals, navigation);
  }
  return navigation;
}
