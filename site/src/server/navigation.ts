import { loadSiteNavigation, type SiteNavigation } from '@rdc/core';
import { SITE_LOCALE } from '../locale';
import { serverApi, type SiteLocals } from './api';

const byRequest = new WeakMap<Request, Promise<SiteNavigation>>();

/**
 * The header and footer links of a page rendered on demand, loaded once per request. The
 * middleware starts the load as the request arrives, so the link templates are read beside the
 * page's own call (the lot, the post) rather than after it: a slow API gives the Error page within
 * the one 5000 ms timeout, not after two in a row. The layout then awaits the same load.
 */
export function requestNavigation(
  locals: SiteLocals,
  request: Request,
  pageUrl: URL,
): Promise<SiteNavigation> {
  let navigation = byRequest.get(request);
  if (!navigation) {
    navigation = loadSiteNavigation(SITE_LOCALE, serverApi(locals, pageUrl));
    byRequest.set(request, navigation);
  }
  return navigation;
}
