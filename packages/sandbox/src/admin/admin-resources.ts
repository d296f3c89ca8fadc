// The admin-style resources whose fields the spec does not show: rewards, streaming templates,
// referral codes, micro-services and their routes, policy roles and permissions.
import * as z from 'zod';
import {
  PositiveIdSchema,
  TextSchema,
  TitleSchema,
  UrlTextSchema,
  assertIdsExist,
  editSchemaOf,
  iso,
} from '../crud/fields';
import type { Resource, Row } from '../crud/resource';

const idAndCreated = {
  id: { column: 'id', kind: 'int' },
  created_at: { column: 'created_at', kind: 'timestamp' },
} as const;

/** Answers a row as stored, with created_at as an ISO string. */
const plainRows = async (_db: unknown, rows: Row[]) =>
  rows.map((row) => ({ ...row, created_at: iso(row.created_at) }));

const JsonObjectSchema = z.record(z.string(), z.unknown());

const RewardAddSchema = z.object({
  title: TitleSchema,
  description: TextSchema.optional(),
  enabled: z.boolean().optional(),
  data: JsonObjectSchema.optional(),
});

export const rewardResource: Resource<Row> = {
  name: 'reward',
  table: 'admin_reward',
  fields: {
    title: { column: 'title', kind: 'text' },
    description: { column: 'description', kind: 'text' },
    enabled: { column: 'enabled', kind: 'bool' },
    data: { column: 'data', kind: 'json' },
  },
  filters: {
    ...idAndCreated,
    title: { column: 'title', kind: 'text' },
    enabled: { column: 'enabled', kind: 'bool' },
  },
  defaultOrder: 'id ASC',
  searchColumns: ['title', 'description'],
  addSchema: RewardAddSchema,
  editSchema: editSchemaOf(RewardAddSchema),
  hydrate: plainRows,
};

const StreamingTemplateAddSchema = z.object({ title: TitleSchema, data: JsonObjectSchema.optional() });

export const streamingTemplateResource: Resource<Row> = {
  name: 'streaming template',
  table: 'admin_streaming_template',
  fields: { title: { column: 'title', kind: 'text' }, data: { column: 'data', kind: 'json' } },
  filters: { ...idAndCreated, title: { column: 'title', kind: 'text' } },
  defaultOrder: 'id ASC',
  searchColumns: ['title'],
  addSchema: StreamingTemplateAddSchema,
  editSchema: editSchemaOf(StreamingTemplateAddSchema),
  hydrate: plainRows,
};

const CodeSchema = z
  .string()
  .trim()
  .min(4)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and -');
const ReferralCodeAddSchema = z.object({
  code: CodeSchema,
  description: TextSchema.optional(),
  owner_id: PositiveIdSchema,
  count_used: z.number().int().nonnegative().optional(),
});

export const referralCodeResource: Resource<Row> = {
  name: 'referral code',
  table: 'admin_referral_code',
  fields: {
    code: { column: 'code', kind: 'text' },
    description: { column: 'description', kind: 'text' },
    owner_id: { column: 'owner_id', kind: 'int' },
    count_used: { column: 'count_used', kind: 'int' },
  },
  filters: {
    ...idAndCreated,
    code: { column: 'code', kind: 'text' },
    owner_id: { column: 'owner_id', kind: 'int' },
    count_used: { column: 'count_used', kind: 'int' },
  },
  defaultOrder: 'id ASC',
  searchColumns: ['code', 'description'],
  addSchema: ReferralCodeAddSchema,
  editSchema: editSchemaOf(ReferralCodeAddSchema),
  hydrate: plainRows,
};

const MicroServiceAddSchema = z.object({
  name: z.string().trim().min(1).max(100),
  url: UrlTextSchema.optional(),
  description: TextSchema.optional(),
  enabled: z.boolean().optional(),
});

export const microServiceResource: Resource<Row> = {
  name: 'micro-service',
  table: 'admin_micro_service',
  fields: {
    name: { column: 'name', kind: 'text' },
    url: { column: 'url', kind: 'text' },
    description: { column: 'description', kind: 'text' },
    enabled: { column: 'enabled', kind: 'bool' },
  },
  filters: {
    ...idAndCreated,
    name: { column: 'name', kind: 'text' },
    enabled: { column: 'enabled', kind: 'bool' },
  },
  defaultOrder: 'id ASC',
  searchColumns: ['name', 'description'],
  addSchema: MicroServiceAddSchema,
  editSchema: editSchemaOf(MicroServiceAddSchema),
  hydrate: plainRows,
};

const MsRouteAddSchema = z.object({
  ms_id: PositiveIdSchema,
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
  path: z.string().trim().min(1).max(500).startsWith('/'),
  description: TextSchema.optional(),
  enabled: z.boolean().optional(),
});

export const msRouteResource: Resource<Row> = {
  name: 'route',
  table: 'admin_ms_route',
  fields: {
    ms_id: { column: 'ms_id', kind: 'int' },
    method: { column: 'method', kind: 'text' },
    path: { column: 'path', kind: 'text' },
    description: { column: 'description', kind: 'text' },
    enabled: { column: 'enabled', kind: 'bool' },
  },
  filters: {
    ...idAndCreated,
    ms_id: { column: 'ms_id', kind: 'int' },
    method: { column: 'method', kind: 'text' },
    path: { column: 'path', kind: 'text' },
    enabled: { column: 'enabled', kind: 'bool' },
  },
  defaultOrder: 'id ASC',
  searchColumns: ['path', 'description'],
  addSchema: MsRouteAddSchema,
  editSchema: editSchemaOf(MsRouteAddSchema),
  validate: async (db, values) => {
    if (typeof values.ms_id === 'number')
      await assertIdsExist(db, 'admin_micro_service', [values.ms_id], 'ms_id');
  },
  hydrate: plainRows,
};

const RoleAddSchema = z.object({
  name: z.string().trim().min(1).max(100),
  description: TextSchema.optional(),
});

export const policyRoleResource: Resource<Row> = {
  name: 'role',
  table: 'admin_policy_role',
  fields: { name: { column: 'name', kind: 'text' }, description: { column: 'description', kind: 'text' } },
  filters: { ...idAndCreated, name: { column: 'name', kind: 'text' } },
  defaultOrder: 'id ASC',
  searchColumns: ['name', 'description'],
  addSchema: RoleAddSchema,
  editSchema: editSchemaOf(RoleAddSchema),
  hydrate: plainRows,
};

const PermissionAddSchema = z.object({
  name: z.string().trim().min(1).max(100),
  role_id: PositiveIdSchema.nullish(),
  resource: z.string().trim().min(1).max(100).optional(),
  action: z.enum(['read', 'write', 'delete', 'admin']).optional(),
});

export const policyPermissionResource: Resource<Row> = {
  name: 'permission',
  table: 'admin_policy_permission',
  fields: {
    name: { column: 'name', kind: 'text' },
    role_id: { column: 'role_id', kind: 'int' },
    resource: { column: 'resource', kind: 'text' },
    action: { column: 'action', kind: 'text' },
  },
  filters: {
    ...idAndCreated,
    name: { column: 'name', kind: 'text' },
    role_id: { column: 'role_id', kind: 'int' },
    resource: { column: 'resource', kind: 'text' },
    action: { column: 'action', kind: 'text' },
  },
  defaultOrder: 'id ASC',
  searchColumns: ['name', 'resource'],
  addSchema: PermissionAddSchema,
  editSchema: editSchemaOf(PermissionAddSchema),
  validate: async (db, values) => {
    if (typeof values.role_id === 'number')
      await assertIdsExist(db, 'admin_policy_role', [values.role_id], 'role_id');
  },
  hydrate: plainRows,
};
