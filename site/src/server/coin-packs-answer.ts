import { loadCoinPacksAnswer, type PageAnswer } from '@rdc/core';
import { serverApi, type SiteLocals } from './api';

/** The coin packs /embed/coin-packs comes with (core's page-answers.ts). */
export function loadCoinPacksPageAnswer(locals: SiteLocals, pageUrl: URL): Promise<PageAnswer | null> {
  return loadCoinPacksAnswer(serverApi(locals, pageUrl).market);
}
