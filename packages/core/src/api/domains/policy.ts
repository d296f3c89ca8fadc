/*
 * Paths chosen where the spec shows none ("policy roles and permissions add, edit, list, delete"),
 * following the micro-service siblings:
 *   POST /policy/roles/add, /policy/roles/edit, /policy/roles/list; DELETE /policy/roles/delete (body { id })
 *   POST /policy/permissions/add, /policy/permissions/edit, /policy/permissions/list; DELETE /policy/permissions/delete
 */
import {
  PermissionSchema,
  RoleSchema,
  SuccessSchema,
  listOf,
  type AdminPayload,
  type IdPayload,
} from '../../schemas';
import type { ApiClient } from '../types';
import { lazySchema } from '../../schemas/lazy-schema';

const RoleListSchema = lazySchema(() => listOf(RoleSchema));
const PermissionListSchema = lazySchema(() => listOf(PermissionSchema));

/** Policy roles and permissions (admin-style; fields not shown, permissive). */
export function createPolicyApi(client: ApiClient) {
  return {
    roles: {
      add: (body: AdminPayload) => client.call('POST', '/policy/roles/add', { schema: RoleSchema, body }),
      edit: (body: AdminPayload) => client.call('POST', '/policy/roles/edit', { schema: RoleSchema, body }),
      list: (body: AdminPayload = {}) =>
        client.call('POST', '/policy/roles/list', { schema: RoleListSchema, body }),
      delete: (body: IdPayload) =>
        client.call('DELETE', '/policy/roles/delete', { schema: SuccessSchema, body }),
    },
    permissions: {
      add: (body: AdminPayload) =>
        client.call('POST', '/policy/permissions/add', { schema: PermissionSchema, body }),
      edit: (body: AdminPayload) =>
        client.call('POST', '/policy/permissions/edit', { schema: PermissionSchema, body }),
      list: (body: AdminPayload = {}) =>
        client.call('POST', '/policy/permissions/list', { schema: PermissionListSchema, body }),
      delete: (body: IdPayload) =>
        client.call('DELETE', '/policy/permissions/delete', { schema: SuccessSchema, body }),
    },
  };
}
export type PolicyApi = ReturnType<typeof createPolicyApi>;
