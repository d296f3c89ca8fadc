import { IdSchema } from './common';
import { z } from './zod';

/*
 * Admin-style entities whose fields the spec does not show (reward: id;
 * streaming template: id; micro-service, route, role, permission: nothing).
 * Permissive: any object passes, with an id when present.
 */
const permissiveEntity = () => z.looseObject({ id: z.optional(IdSchema) });

export const RewardSchema = permissiveEntity();
export type Reward = z.infer<typeof RewardSchema>;

export const StreamingTemplateSchema = permissiveEntity();
export type StreamingTemplate = z.infer<typeof StreamingTemplateSchema>;

export const MicroServiceSchema = permissiveEntity();
export type MicroService = z.infer<typeof MicroServiceSchema>;

export const RouteSchema = permissiveEntity();
export type Route = z.infer<typeof RouteSchema>;

export const RoleSchema = permissiveEntity();
export type Role = z.infer<typeof RoleSchema>;

export const PermissionSchema = permissiveEntity();
export type Permission = z.infer<typeof PermissionSchema>;

/** Payloads of these calls: not shown, any object. */
export const AdminPayloadSchema = z.looseObject({});
export type AdminPayload = z.infer<typeof AdminPayloadSchema>;
