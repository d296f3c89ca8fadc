import { loadManufactoryAnswers, type ManufactoryAddress, type PageAnswer } from '@rdc/core';
import { serverApi, type SiteLocals } from './api';

/** The list answers a manufactory page comes with, for its view (core's page-answers.ts). */
export function loadManufactoryPageAnswers(
  locals: SiteLocals,
  pageUrl: URL,
  address: Extract<ManufactoryAddress, { ok: true }>,
): Promise<PageAnswer[]> {
  return loadManufactoryAnswers(serverApi(locals, pageUrl).market, address, pageUrl.searchParams);
}
