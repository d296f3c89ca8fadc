/*
 * The market's public list reads the marketplace pages use (packages, subscriptions,
 * manufacturers, categories, items by path, the search, the periods). Their own module, so that
 * the marketplace widgets' chunks carry these and not the admin calls, slides and sliders of the
 * whole market domain (createMarketApi includes them).
 */
// From the schema modules themselves, not the schemas' index, which would bring every schema.
import { CountSchema, listOf } from '../../schemas/common';
import { lazySchema } from '../../schemas/lazy-schema';
import {
  ItemSchema,
  TagSchema,
  PackageSchema,
  PeriodSchema,
  PlanSchema,
  SearchItemSchema,
  SubscriptionSchema,
} from '../../schemas/lot';
import {
  CategorySchema,
  ManufacturerSchema,
  type CategoriesByPathPayload,
  type ItemsByPathPayload,
  type MarketListPayload,
} from '../../schemas/market';
import { z } from '../../schemas/zod';
import type { ApiClient } from '../types';

const SearchItemListSchema = lazySchema(() => listOf(SearchItemSchema));
/** A category's items: the page, its count, and every tag of the category's items (none when the server does not say). */
export const ItemsByPathAnswerSchema = lazySchema(() =>
  z.pipe(
    z.transform((value: unknown) => (value === undefined || value === null || value === '' ? {} : value)),
    z.object({
      count: z._default(CountSchema, 0),
      list: z._default(z.array(ItemSchema), []),
      tags: z._default(z.array(TagSchema), []),
    }),
  ),
);
export const PeriodListSchema = lazySchema(() => listOf(PeriodSchema));
const SubscriptionListSchema = lazySchema(() => listOf(SubscriptionSchema));
const CategoryListSchema = lazySchema(() => listOf(CategorySchema));
const ManufacturerListSchema = lazySchema(() => listOf(ManufacturerSchema));
const PackageListSchema = lazySchema(() => listOf(PackageSchema));
const PlanListSchema = lazySchema(() => listOf(PlanSchema));

export function createCatalogueReadsApi(client: ApiClient) {
  return {
    items: {
      /** The search box: pagination { limit }, search, order. */
      list: (body: MarketListPayload) =>
        client.call('POST', '/market/items/list', { schema: SearchItemListSchema, body, auth: false }),
      listByVirtualPath: (body: ItemsByPathPayload) =>
        client.call('POST', '/market/items/list_by_virtual_path', {
          schema: ItemsByPathAnswerSchema,
          body,
          auth: false,
        }),
    },
    periods: {
      list: () => client.call('POST', '/market/period/list', { schema: PeriodListSchema, auth: false }),
    },
    subscriptions: {
      /** pagination { offset, limit }, where enabled = 'true'. */
      list: (body: MarketListPayload) =>
        client.call('POST', '/market/subscription/list', {
          schema: SubscriptionListSchema,
          body,
          auth: false,
        }),
    },
    categories: {
      list: (body: MarketListPayload = {}) =>
        client.call('POST', '/market/categories/list', { schema: CategoryListSchema, body, auth: false }),
      listByVirtualPath: (body: CategoriesByPathPayload) =>
        client.call('POST', '/market/categories/list_by_virtual_path', {
          schema: CategoryListSchema,
          body,
          auth: false,
        }),
    },
    manufacturers: {
      /** pagination { offset, limit }, search. */
      list: (body: MarketListPayload = {}) =>
        client.call('POST', '/market/manufacturers/list', {
          schema: ManufacturerListSchema,
          body,
          auth: false,
        }),
    },
    plans: {
      /** The plans with their periods (the /AISubscription page): pagination, where enabled = 'true'. */
      list: (body: MarketListPayload = {}) =>
        client.call('POST', '/market/plan/list', { schema: PlanListSchema, body, auth: false }),
    },
    packages: {
      /** pagination { offset: perPage x page, limit: perPage }, where enabled = 'true'. */
      list: (body: MarketListPayload = {}) =>
        client.call('POST', '/market/packages/list', { schema: PackageListSchema, body, auth: false }),
    },
  };
}
