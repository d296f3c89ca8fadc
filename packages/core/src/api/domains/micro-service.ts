import {
  MicroServiceSchema,
  RouteSchema,
  SuccessSchema,
  listOf,
  type AdminPayload,
  type IdPayload,
} from '../../schemas';
import type { ApiClient } from '../types';
import { lazySchema } from '../../schemas/lazy-schema';

const MicroServiceListSchema = lazySchema(() => listOf(MicroServiceSchema));
const RouteListSchema = lazySchema(() => listOf(RouteSchema));

/**
 * Micro-services and their routes (admin-style; fields not shown, permissive).
 * Paths chosen where the spec writes "/routes/...": /ms/routes/add, /ms/routes/edit, /ms/routes/list,
 * DELETE /ms/routes/delete (body { id }), like DELETE /ms/delete.
 */
export function createMicroServiceApi(client: ApiClient) {
  return {
    add: (body: AdminPayload) => client.call('POST', '/ms/add', { schema: MicroServiceSchema, body }),
    edit: (body: AdminPayload) => client.call('POST', '/ms/edit', { schema: MicroServiceSchema, body }),
    list: (body: AdminPayload = {}) =>
      client.call('POST', '/ms/list', { schema: MicroServiceListSchema, body }),
    delete: (body: IdPayload) => client.call('DELETE', '/ms/delete', { schema: SuccessSchema, body }),
    routes: {
      add: (body: AdminPayload) => client.call('POST', '/ms/routes/add', { schema: RouteSchema, body }),
      edit: (body: AdminPayload) => client.call('POST', '/ms/routes/edit', { schema: RouteSchema, body }),
      list: (body: AdminPayload = {}) =>
        client.call('POST', '/ms/routes/list', { schema: RouteListSchema, body }),
      delete: (body: IdPayload) =>
        client.call('DELETE', '/ms/routes/delete', { schema: SuccessSchema, body }),
    },
  };
}
export type MicroServiceApi = ReturnType<typeof createMicroServiceApi>;
