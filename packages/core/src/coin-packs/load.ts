import { createLotReadsApi } from '../api/domains/lot-reads';
import { getDomain } from '../config';
import { ENABLED_ONLY } from '../schemas/common';

/** The coin packs on sale (enabled ones), for the coin-pack slider and the additional-currency view alike. */
export function loadCoinPacks() {
  return getDomain(createLotReadsApi).coinsPackages.list({ where: ENABLED_ONLY });
}
