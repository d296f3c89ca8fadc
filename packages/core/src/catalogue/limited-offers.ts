import { ENABLED_ONLY } from '../schemas/common';
import type { MarketListPayload } from '../schemas/market';

/**
 * /marketplace/limitedTimeOffers (marketplace-content.md §2.1 names the view, not its content): our
 * reading is the enabled packages whose time limit (`time_limited`) is still ahead. One home for the
 * list the marketplace view pages through and the home page's shelf shows the first of.
 */
export function limitedOffersRequest(
  { offset, limit }: { offset: number; limit: number },
  now: Date = new Date(),
): MarketListPayload {
  return {
    where: [...ENABLED_ONLY, { field: 'time_limited', condition: '>', value: [now.toISOString()] }],
    pagination: { offset, limit },
  };
}
