import { IdSchema } from './common';
import { z } from './zod';
import { lazySchema } from './lazy-schema';

/*
 * Admin-style entities whose fields the spec does not show (reward: id;
 * streaming template: id; micro-service, route, role, permission: nothing).
 * Permissive: any object passes, with an id when present.
 */
const permissiveEntity = () => z.looseObject({ id: z.optional(IdSchema) });

export const RewardSchema = lazySchema(() => permissiveEntity());
export type Reward = z.infer<typeof RewardSchema>;

export const StreamingTemplateSchema = lazySchema(() => permissiveEntity());
export type StreamingTemplate = z.infer<typeof StreamingTemplateSchema>;

export const MicroServiceSchema = lazySchema(() => permissiveEntity());
export type MicroService = z.infer<typeof MicroServiceSchema>;

export const RouteSchema = lazySchema(() => permissiveEntity());
export type Route = z.infer<typeof RouteSchema>;

export const RoleSchema = lazySchema(() => permissiveEntity());
export type Role = z.infer<typeof RoleSchema>;

export const PermissionSchema = lazySchema(() => permissiveEntity());
export type Permission = z.infer<typeof PermissionSchema>;

/** Payloads of these calls: not shown, any object. */
export const AdminPayloadSchema = lazySchema(() => z.looseObject({}));
export type AdminPayload = z.infer<typeof AdminPayloadSchema>;
