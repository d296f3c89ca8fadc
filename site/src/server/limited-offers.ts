import { limitedOffersRequest } from '@rdc/core';
import type { Package } from '@rdc/core/schemas';
import { serverApi, type SiteLocals } from './api';

/** How many offers the home page's shelf shows: one row at 1440 px, the rest behind its link. */
const OFFER_SHELF_SIZE = 4;

/**
 * The first limited time offers, for the home page's shelf. Content failures are swallowed
 * (marketplace-content.md §8): the shelf then shows only its link to the offers.
 */
export async function loadOfferShelf(locals: SiteLocals, pageUrl: URL): Promise<Package[]> {
  try {
    const answer = await serverApi(locals, pageUrl).market.packages.list(
      limitedOffersRequest({ offset: 0, limit: OFFER_SHELF_SIZE }),
    );
    return answer.list;
  } catch (error) {
    console.warn('[rdc] ignored the limited time offers shelf', error);
    return [];
  }
}
