import { loadPageAnswer, type MarketplaceView, type PageAnswer } from '@rdc/core';
import { serverApi, type SiteLocals } from './api';

/** The first answer of a marketplace view's list, for the page to come with (core's page-answers.ts). */
export function loadMarketplaceAnswer(
  locals: SiteLocals,
  pageUrl: URL,
  view: MarketplaceView,
): Promise<PageAnswer | null> {
  return loadPageAnswer(serverApi(locals, pageUrl).market, view, pageUrl.searchParams);
}
