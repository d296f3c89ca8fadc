/*
 * The market's public reads a storefront page needs (one product by type and id, the coin packs
 * on sale): the product footer, buy now and the coin packs. Their own module, so that the partner
 * runtime carries these and not the whole market domain (createMarketApi includes them).
 */
// From the schema modules themselves, not the schemas' index: the partner runtime would carry every schema.
import { listOf, type Id, type IdPayload } from '../../schemas/common';
import { CoinPackSchema, ItemSchema, PackageSchema, SubscriptionSchema } from '../../schemas/lot';
import type { MarketListPayload } from '../../schemas/market';
import type { ApiClient } from '../types';
import { segment } from './path';
import { lazySchema } from '../../schemas/lazy-schema';

const CoinPackListSchema = lazySchema(() => listOf(CoinPackSchema));

export function createLotReadsApi(client: ApiClient) {
  return {
    items: {
      get: (id: Id) =>
        client.call('GET', `/market/items/${segment(id)}`, { schema: ItemSchema, auth: false }),
    },
    subscriptions: {
      getById: (body: IdPayload) =>
        client.call('POST', '/market/subscription/get_by_id', {
          schema: SubscriptionSchema,
          body,
          auth: false,
        }),
    },
    coinsPackages: {
      /** Filter (where enabled = 'true' for the storefront). */
      list: (body: MarketListPayload = {}) =>
        client.call('POST', '/market/coins_package/list', { schema: CoinPackListSchema, body, auth: false }),
    },
    packages: {
      get: (id: Id) =>
        client.call('GET', `/market/packages/${segment(id)}`, { schema: PackageSchema, auth: false }),
    },
  };
}
export type LotReadsApi = ReturnType<typeof createLotReadsApi>;
