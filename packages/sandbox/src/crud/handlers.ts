// Hono handlers over a Resource: admin-only add, edit, delete (and toggle); public get and list.
// Route files only choose paths; the behaviour of every simple resource lives here.
import type { Context } from 'hono';
import * as z from 'zod';
import { ListQuerySchema } from '@rdc/core/schemas';
import { ADMIN_ROLE } from '../auth/claims';
import { requireAdmin } from '../auth/guard';
import type { SandboxEnv } from '../env';
import { describeIssues, readBody } from '../http/body';
import { ApiProblem } from '../http/problem';
import {
  createEntity,
  deleteEntity,
  getEntity,
  listEntities,
  updateEntity,
  type ListRequest,
  type Resource,
} from './resource';
import { asInputProblem } from './db-errors';

export type SandboxContext = Context<SandboxEnv>;

const IdParamSchema = z.coerce.number().int().positive();
const IdBodySchema = z.object({ id: z.number().int().positive() });

/** The id in the path (`:id`), or 400. */
export function idParam(c: SandboxContext): number {
  const parsed = IdParamSchema.safeParse(c.req.param('id'));
  if (!parsed.success) throw new ApiProblem(400, 1000, 'id must be a positive whole number');
  return parsed.data;
}

function notFound(resource: Resource<unknown>, id: number): never {
  throw new ApiProblem(404, 1000, `${resource.name} ${id} not found`);
}

/**
 * List payload: the market shape ({ pagination: { offset, limit }, search, where, order })
 * and the flat one ({ offset, limit }) some lists use.
 */
export const ListPayloadSchema = z.object({
  ...ListQuerySchema.shape,
  offset: z.number().int().nonnegative().optional(),
  limit: z.number().int().positive().optional(),
});
export type ListPayload = z.infer<typeof ListPayloadSchema>;

export function listRequestOf(payload: ListPayload): ListRequest {
  return {
    offset: payload.pagination?.offset ?? payload.offset,
    limit: payload.pagination?.limit ?? payload.limit,
    where: payload.where,
    order: payload.order,
    search: payload.search,
  };
}

export function addHandler<E>(resource: Resource<E>) {
  return async (c: SandboxContext) => {
    await requireAdmin(c);
    const body = await readBody(c, resource.addSchema);
    const entity = await createEntity(c.var.sandbox.db, resource, body).catch(asInputProblem);
    return c.json(entity as object);
  };
}

/** Edit by `{ id, … }` in the body, or by `:id` in the path with the changes in the body (PUT /reward/{id}). */
export function editHandler<E>(resource: Resource<E>, idFrom: 'body' | 'param' = 'body') {
  return async (c: SandboxContext) => {
    await requireAdmin(c);
    const { id, ...changes } =
      idFrom === 'param' ? await readEditWithParam(c, resource) : await readBody(c, resource.editSchema);
    const entity = await updateEntity(c.var.sandbox.db, resource, id, changes).catch(asInputProblem);
    return entity === null ? notFound(resource, id) : c.json(entity as object);
  };
}

async function readEditWithParam(c: SandboxContext, resource: Resource<unknown>) {
  const id = idParam(c);
  const body = await readBody(c, z.looseObject({}));
  const parsed = z.safeParse(resource.editSchema, { ...body, id });
  if (!parsed.success) throw new ApiProblem(400, 1000, describeIssues(parsed.error));
  return parsed.data;
}

/** Delete by `{ id }` in the body or `:id` in the path; answers `{ success }` (false when there was nothing to delete). */
export function deleteHandler(resource: Resource<unknown>, idFrom: 'body' | 'param' = 'body') {
  return async (c: SandboxContext) => {
    await requireAdmin(c);
    const id = idFrom === 'param' ? idParam(c) : (await readBody(c, IdBodySchema)).id;
    const success = await deleteEntity(c.var.sandbox.db, resource, id).catch(asInputProblem);
    return c.json({ success });
  };
}

/** Flips `enabled` of `{ id }` and answers the entity. */
export function toggleHandler<E>(resource: Resource<E>) {
  return async (c: SandboxContext) => {
    await requireAdmin(c);
    const { id } = await readBody(c, IdBodySchema);
    const { rows } = await c.var.sandbox.db.query(
      `UPDATE ${resource.table} SET enabled = NOT enabled WHERE id = $1 RETURNING id`,
      [id],
    );
    if (rows.length === 0) notFound(resource, id);
    return c.json((await getEntity(c.var.sandbox.db, resource, id)) as object);
  };
}

/**
 * Lots a player may buy are public; a disabled one is seen by admin callers only:
 * a public list leaves it out whatever the caller's filter, a public get answers 404.
 */
const seesDisabled = (c: SandboxContext) => c.var.user?.role === ADMIN_ROLE;

export function getHandler<E>(
  resource: Resource<E>,
  idFrom: 'body' | 'param' = 'body',
  options: { admin?: boolean; hidesDisabled?: boolean } = {},
) {
  return async (c: SandboxContext) => {
    if (options.admin) await requireAdmin(c);
    const id = idFrom === 'param' ? idParam(c) : (await readBody(c, IdBodySchema)).id;
    const entity = await getEntity(c.var.sandbox.db, resource, id);
    const hidden =
      options.hidesDisabled &&
      (entity as { enabled?: boolean } | null)?.enabled === false &&
      !seesDisabled(c);
    return entity === null || hidden ? notFound(resource, id) : c.json(entity as object);
  };
}

export interface ListHandlerOptions {
  /** Require the admin role (admin lists that show disabled entries too). */
  admin?: boolean;
  /** Conditions always applied (e.g. only enabled rows). */
  base?: ListRequest['base'];
  defaultLimit?: number;
  /** A list of lots: disabled ones only for admin callers. */
  hidesDisabled?: boolean;
  /** How a search counts its matches (default 'exact'). */
  searchCount?: ListRequest['searchCount'];
}

// The handler's type is written out: inferred, it is too long for a declaration file (TS7056).
export function listHandler<E>(
  resource: Resource<E>,
  options: ListHandlerOptions = {},
): (c: SandboxContext) => Promise<Response> {
  return async (c: SandboxContext) => {
    if (options.admin) await requireAdmin(c);
    const payload = await readBody(c, ListPayloadSchema);
    const base =
      options.hidesDisabled && !seesDisabled(c)
        ? {
            conditions: [...(options.base?.conditions ?? []), 'enabled'],
            params: [...(options.base?.params ?? [])],
          }
        : options.base;
    const request: ListRequest = {
      ...listRequestOf(payload),
      base,
      defaultLimit: options.defaultLimit,
      searchCount: options.searchCount,
    };
    return c.json(await listEntities(c.var.sandbox.db, resource, request));
  };
}
