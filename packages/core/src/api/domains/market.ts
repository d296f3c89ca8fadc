/*
 * Paths chosen where the spec shows none (siblings of the shown market calls):
 *   POST /market/manufacturers/list              manufacturer list ({ pagination, search }) -> { count, list }
 *   POST /market/categories/list_by_virtual_path { virtual_path ('' = root), manufacturer_id } -> { count, list }
 *   POST /market/items/list_by_virtual_path      { virtual_path, virtual_name, manufacturer_id } -> { count, list }
 *   POST /market/coins_package/list              coin lots list, where enabled = true -> { count, list } tagged lot_type coin
 *   POST /market/packages/list                   package listing, pagination { offset: perPage x page, limit: perPage }
 * Answers not shown, chosen: add and edit return the entity (coin packages: entity or null, as the spec says);
 * delete returns success; toggle returns the entity; every list returns { count, list }.
 * Public reads (auth: false): every list and get of the catalogue, periods, slides, slide groups and sliders,
 * except items/list/admin. Writes are authorised.
 */
import {
  CategorySchema,
  CoinPackSchema,
  ItemSchema,
  ManufacturerSchema,
  PackageSchema,
  SlideGroupSchema,
  SlideSchema,
  SliderSchema,
  SubscriptionSchema,
  SuccessSchema,
  listOf,
  type CategoryAddPayload,
  type CategoryEditPayload,
  type CoinPackAddPayload,
  type CoinPackEditPayload,
  type Id,
  type IdPayload,
  type IdsPayload,
  type ItemAddPayload,
  type ItemEditPayload,
  type ManufacturerAddPayload,
  type ManufacturerEditPayload,
  type MarketListPayload,
  type PackageAddPayload,
  type PackageEditPayload,
  type SlideAddPayload,
  type SlideEditPayload,
  type SlideGroupAddPayload,
  type SlideGroupEditPayload,
  type SliderAddPayload,
  type SliderEditPayload,
  type SubscriptionAddPayload,
  type SubscriptionEditPayload,
  type UrlPayload,
} from '../../schemas';
import { z } from '../../schemas/zod';
import type { ApiClient } from '../types';
import { createCatalogueReadsApi } from './catalogue-reads';
import { createLotReadsApi } from './lot-reads';
import { segment } from './path';
import { lazySchema } from '../../schemas/lazy-schema';

const ItemListSchema = lazySchema(() => listOf(ItemSchema));
const ManufacturerListSchema = lazySchema(() => listOf(ManufacturerSchema));
const SlideListSchema = lazySchema(() => listOf(SlideSchema));
const SlideGroupListSchema = lazySchema(() => listOf(SlideGroupSchema));
const SliderListSchema = lazySchema(() => listOf(SliderSchema));
const NullableCoinPackSchema = lazySchema(() => z.nullable(CoinPackSchema));

export function createMarketApi(client: ApiClient) {
  const reads = createLotReadsApi(client);
  const lists = createCatalogueReadsApi(client);
  return {
    items: {
      ...lists.items,
      listAdmin: (body: MarketListPayload = {}) =>
        client.call('POST', '/market/items/list/admin', { schema: ItemListSchema, body }),
      ...reads.items,
      add: (body: ItemAddPayload) => client.call('POST', '/market/items/add', { schema: ItemSchema, body }),
      edit: (body: ItemEditPayload) =>
        client.call('POST', '/market/items/edit', { schema: ItemSchema, body }),
      delete: (body: IdPayload) =>
        client.call('POST', '/market/items/delete', { schema: SuccessSchema, body }),
    },
    periods: lists.periods,
    plans: lists.plans,
    subscriptions: {
      ...lists.subscriptions,
      /** The original client left this unimplemented; here it is a real call. */
      ...reads.subscriptions,
      add: (body: SubscriptionAddPayload) =>
        client.call('POST', '/market/subscription/add', { schema: SubscriptionSchema, body }),
      edit: (body: SubscriptionEditPayload) =>
        client.call('POST', '/market/subscription/edit', { schema: SubscriptionSchema, body }),
      delete: (body: IdPayload) =>
        client.call('POST', '/market/subscription/delete', { schema: SuccessSchema, body }),
    },
    coinsPackages: {
      ...reads.coinsPackages,
      getById: (body: IdPayload) =>
        client.call('POST', '/market/coins_package/get_by_id', { schema: CoinPackSchema, body, auth: false }),
      add: (body: CoinPackAddPayload) =>
        client.call('POST', '/market/coins_package/add', { schema: NullableCoinPackSchema, body }),
      edit: (body: CoinPackEditPayload) =>
        client.call('POST', '/market/coins_package/edit', { schema: NullableCoinPackSchema, body }),
      delete: (body: IdPayload) =>
        client.call('POST', '/market/coins_package/delete', { schema: SuccessSchema, body }),
    },
    categories: {
      ...lists.categories,
      add: (body: CategoryAddPayload) =>
        client.call('POST', '/market/categories/add', { schema: CategorySchema, body }),
      edit: (body: CategoryEditPayload) =>
        client.call('POST', '/market/categories/edit', { schema: CategorySchema, body }),
      delete: (body: IdPayload) =>
        client.call('POST', '/market/categories/delete', { schema: SuccessSchema, body }),
    },
    manufacturers: {
      ...lists.manufacturers,
      listByIds: (body: IdsPayload) =>
        client.call('POST', '/market/manufacturers/list/by/ids', {
          schema: ManufacturerListSchema,
          body,
          auth: false,
        }),
      add: (body: ManufacturerAddPayload) =>
        client.call('POST', '/market/manufacturers/add', { schema: ManufacturerSchema, body }),
      edit: (body: ManufacturerEditPayload) =>
        client.call('POST', '/market/manufacturers/edit', { schema: ManufacturerSchema, body }),
      delete: (id: Id) =>
        client.call('DELETE', `/market/manufacturers/delete/${segment(id)}`, { schema: SuccessSchema }),
    },
    packages: {
      ...lists.packages,
      ...reads.packages,
      add: (body: PackageAddPayload) =>
        client.call('POST', '/market/packages/add', { schema: PackageSchema, body }),
      edit: (body: PackageEditPayload) =>
        client.call('POST', '/market/packages/edit', { schema: PackageSchema, body }),
      delete: (body: IdPayload) =>
        client.call('POST', '/market/packages/delete', { schema: SuccessSchema, body }),
    },
    slides: {
      list: (body: MarketListPayload = {}) =>
        client.call('POST', '/market/slide/list', { schema: SlideListSchema, body, auth: false }),
      add: (body: SlideAddPayload) => client.call('POST', '/market/slide/add', { schema: SlideSchema, body }),
      edit: (body: SlideEditPayload) =>
        client.call('POST', '/market/slide/edit', { schema: SlideSchema, body }),
      delete: (body: IdPayload) =>
        client.call('POST', '/market/slide/delete', { schema: SuccessSchema, body }),
      toggle: (body: IdPayload) => client.call('POST', '/market/slide/toggle', { schema: SlideSchema, body }),
    },
    slideGroups: {
      list: (body: MarketListPayload = {}) =>
        client.call('POST', '/market/slide/group/list', { schema: SlideGroupListSchema, body, auth: false }),
      getById: (body: IdPayload) =>
        client.call('POST', '/market/slide/group/get_by_id', { schema: SlideGroupSchema, body, auth: false }),
      getByUrl: (body: UrlPayload) =>
        client.call('POST', '/market/slide/group/get_by_url', {
          schema: SlideGroupSchema,
          body,
          auth: false,
        }),
      listBySlide: (slideId: Id) =>
        client.call('POST', `/market/slide/group/list/by-slide/${segment(slideId)}`, {
          schema: SlideGroupListSchema,
          auth: false,
        }),
      listBySlider: (sliderId: Id) =>
        client.call('POST', `/market/slide/group/list/by-slider/${segment(sliderId)}`, {
          schema: SlideGroupListSchema,
          auth: false,
        }),
      add: (body: SlideGroupAddPayload) =>
        client.call('POST', '/market/slide/group/add', { schema: SlideGroupSchema, body }),
      edit: (body: SlideGroupEditPayload) =>
        client.call('POST', '/market/slide/group/edit', { schema: SlideGroupSchema, body }),
      toggle: (body: IdPayload) =>
        client.call('POST', '/market/slide/group/toggle', { schema: SlideGroupSchema, body }),
      delete: (body: IdPayload) =>
        client.call('POST', '/market/slide/group/delete', { schema: SuccessSchema, body }),
    },
    sliders: {
      list: (body: MarketListPayload = {}) =>
        client.call('POST', '/market/slider/list', { schema: SliderListSchema, body, auth: false }),
      lookup: (id: Id) =>
        client.call('POST', `/market/slider/lookup/${segment(id)}`, { schema: SliderSchema, auth: false }),
      add: (body: SliderAddPayload) =>
        client.call('POST', '/market/slider/add', { schema: SliderSchema, body }),
      edit: (body: SliderEditPayload) =>
        client.call('POST', '/market/slider/edit', { schema: SliderSchema, body }),
      delete: (body: IdPayload) =>
        client.call('POST', '/market/slider/delete', { schema: SuccessSchema, body }),
    },
  };
}
export type MarketApi = ReturnType<typeof createMarketApi>;
