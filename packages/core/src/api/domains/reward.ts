import { RewardSchema, SuccessSchema, listOf, type AdminPayload, type Id } from '../../schemas';
import type { ApiClient } from '../types';
import { segment } from './path';
import { lazySchema } from '../../schemas/lazy-schema';

const RewardListSchema = lazySchema(() => listOf(RewardSchema));

/** Rewards (admin-style; fields not shown, permissive). */
export function createRewardApi(client: ApiClient) {
  return {
    add: (body: AdminPayload) => client.call('POST', '/reward/add', { schema: RewardSchema, body }),
    list: (body: AdminPayload = {}) =>
      client.call('POST', '/reward/list', { schema: RewardListSchema, body }),
    get: (id: Id) => client.call('GET', `/reward/${segment(id)}`, { schema: RewardSchema }),
    update: (id: Id, body: AdminPayload) =>
      client.call('PUT', `/reward/${segment(id)}`, { schema: RewardSchema, body }),
    delete: (id: Id) => client.call('DELETE', `/reward/${segment(id)}`, { schema: SuccessSchema }),
  };
}
export type RewardApi = ReturnType<typeof createRewardApi>;
