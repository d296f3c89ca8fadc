import { loadPeriodsAnswer, type PageAnswer } from '@rdc/core';
import { serverApi, type SiteLocals } from './api';

/** The periods a subscription's page comes with (core's page-answers.ts). */
export function loadPeriodsPageAnswer(locals: SiteLocals, pageUrl: URL): Promise<PageAnswer | null> {
  return loadPeriodsAnswer(serverApi(locals, pageUrl).market);
}
