import { loadPlansAnswer, type PageAnswer } from '@rdc/core';
import { serverApi, type SiteLocals } from './api';

/** The plans /AISubscription comes with (core's page-answers.ts). */
export function loadPlansPageAnswer(locals: SiteLocals, pageUrl: URL): Promise<PageAnswer | null> {
  return loadPlansAnswer(serverApi(locals, pageUrl).market);
}
