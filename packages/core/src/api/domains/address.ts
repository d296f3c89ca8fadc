/*
 * Paths chosen where the spec shows none (shipping mirrors billing and game):
 *   POST /address/shipping/add, /address/shipping/edit, /address/shipping/delete,
 *   POST /address/shipping/list_by_user_id ({ type: 'shipping' }), /address/shipping/set_priority
 * Answers not shown, chosen: add and edit return the stored address; delete and
 * set_priority return success; list_by_user_id returns { count, list }.
 */
import {
  BankingAddressSchema,
  BillingAddressSchema,
  GameAddressSchema,
  ShippingAddressSchema,
  SuccessSchema,
  listOf,
  type BankingAddressPayload,
  type BillingAddressAddPayload,
  type BillingAddressEditPayload,
  type GameAddressAddPayload,
  type GameAddressEditPayload,
  type GameAddressType,
  type Id,
  type IdPayload,
  type Pagination,
  type ShippingAddressAddPayload,
  type ShippingAddressEditPayload,
} from '../../schemas';
import type { ApiClient } from '../types';
import { segment } from './path';
import { lazySchema } from '../../schemas/lazy-schema';

const BillingListSchema = lazySchema(() => listOf(BillingAddressSchema));
const GameListSchema = lazySchema(() => listOf(GameAddressSchema));
const ShippingListSchema = lazySchema(() => listOf(ShippingAddressSchema));
const BankingListSchema = lazySchema(() => listOf(BankingAddressSchema));

/** Saved addresses: billing, game (in game / pickup), shipping and bank info. All calls are authorised. */
export function createAddressApi(client: ApiClient) {
  return {
    billing: {
      add: (body: BillingAddressAddPayload) =>
        client.call('POST', '/address/billing/add', { schema: BillingAddressSchema, body }),
      edit: (body: BillingAddressEditPayload) =>
        client.call('POST', '/address/billing/edit', { schema: BillingAddressSchema, body }),
      delete: (body: IdPayload) =>
        client.call('POST', '/address/billing/delete', { schema: SuccessSchema, body }),
      listByUserId: (pagination?: Pagination) =>
        client.call('POST', '/address/billing/list_by_user_id', {
          schema: BillingListSchema,
          body: { type: 'billing', pagination },
        }),
      setPriority: (body: IdPayload) =>
        client.call('POST', '/address/billing/set_priority', { schema: SuccessSchema, body }),
    },
    game: {
      add: (body: GameAddressAddPayload) =>
        client.call('POST', '/address/game/add', { schema: GameAddressSchema, body }),
      edit: (body: GameAddressEditPayload) =>
        client.call('POST', '/address/game/edit', { schema: GameAddressSchema, body }),
      delete: (body: IdPayload) =>
        client.call('POST', '/address/game/delete', { schema: SuccessSchema, body }),
      listByUserId: (type: GameAddressType, pagination?: Pagination) =>
        client.call('POST', '/address/game/list_by_user_id', {
          schema: GameListSchema,
          body: { type, pagination },
        }),
      setPriority: (body: IdPayload) =>
        client.call('POST', '/address/game/set_priority', { schema: SuccessSchema, body }),
    },
    shipping: {
      add: (body: ShippingAddressAddPayload) =>
        client.call('POST', '/address/shipping/add', { schema: ShippingAddressSchema, body }),
      edit: (body: ShippingAddressEditPayload) =>
        client.call('POST', '/address/shipping/edit', { schema: ShippingAddressSchema, body }),
      delete: (body: IdPayload) =>
        client.call('POST', '/address/shipping/delete', { schema: SuccessSchema, body }),
      listByUserId: (pagination?: Pagination) =>
        client.call('POST', '/address/shipping/list_by_user_id', {
          schema: ShippingListSchema,
          body: { type: 'shipping', pagination },
        }),
      setPriority: (body: IdPayload) =>
        client.call('POST', '/address/shipping/set_priority', { schema: SuccessSchema, body }),
    },
    /** Bank info: fields not shown (permissive). */
    banking: {
      add: (body: BankingAddressPayload) =>
        client.call('POST', '/banking/info/addresses/add', { schema: BankingAddressSchema, body }),
      edit: (body: BankingAddressPayload) =>
        client.call('POST', '/banking/info/addresses/edit', { schema: BankingAddressSchema, body }),
      list: (body: BankingAddressPayload = {}) =>
        client.call('POST', '/banking/info/addresses/list', { schema: BankingListSchema, body }),
      delete: (id: Id) =>
        client.call('DELETE', `/banking/info/addresses/delete/${segment(id)}`, { schema: SuccessSchema }),
    },
  };
}
export type AddressApi = ReturnType<typeof createAddressApi>;
