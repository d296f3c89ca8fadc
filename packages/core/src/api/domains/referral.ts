import {
  GeneratedCodeSchema,
  ReferralCodeSchema,
  listOf,
  type Id,
  type ReferralCodeCreatePayload,
  type ReferralCodeEditPayload,
} from '../../schemas';
import type { ApiClient } from '../types';
import { segment } from './path';
import { lazySchema } from '../../schemas/lazy-schema';

const ReferralCodeListSchema = lazySchema(() => listOf(ReferralCodeSchema));

/** Referral codes. All authorised. */
export function createReferralApi(client: ApiClient) {
  return {
    create: (body: ReferralCodeCreatePayload) =>
      client.call('POST', '/referral/codes/create', { schema: ReferralCodeSchema, body }),
    edit: (body: ReferralCodeEditPayload) =>
      client.call('PUT', '/referral/codes/edit', { schema: ReferralCodeSchema, body }),
    listByUser: (userId: Id) =>
      client.call('GET', `/referral/codes/user/${segment(userId)}`, { schema: ReferralCodeListSchema }),
    /** A new short code (a string, or { code }). */
    generateShort: () => client.call('GET', '/referral/codes/gen/short', { schema: GeneratedCodeSchema }),
    generateLong: () => client.call('GET', '/referral/codes/gen/long', { schema: GeneratedCodeSchema }),
    list: () => client.call('GET', '/referral/codes/list', { schema: ReferralCodeListSchema }),
  };
}
export type ReferralApi = ReturnType<typeof createReferralApi>;
