// Admin-style calls: rewards, streaming templates, referral codes, micro-services and routes,
// policy roles and permissions. Every call needs the admin role (401 without a token, 403 otherwise),
// except that a user may read their own referral codes.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { ReferralCodeCreatePayloadSchema } from '@rdc/core/schemas';
import * as z from 'zod';
import {
  microServiceResource,
  msRouteResource,
  policyPermissionResource,
  policyRoleResource,
  referralCodeResource,
  rewardResource,
  streamingTemplateResource,
} from '../admin/admin-resources';
import { requireAdmin, requireUser } from '../auth/guard';
import { addHandler, deleteHandler, editHandler, getHandler, idParam, listHandler } from '../crud/handlers';
import { asInputProblem } from '../crud/db-errors';
import { createEntity, listEntities, type Resource } from '../crud/resource';
import type { SandboxEnv } from '../env';
import { describeIssues, readBody } from '../http/body';
import { ApiProblem } from '../http/problem';

export const adminRoutes = new Hono<SandboxEnv>();

// Rewards: REST-style by id.
adminRoutes.post('/reward/add', addHandler(rewardResource));
adminRoutes.post('/reward/list', listHandler(rewardResource, { admin: true }));
adminRoutes.get('/reward/:id{[0-9]+}', getHandler(rewardResource, 'param', { admin: true }));
adminRoutes.put('/reward/:id{[0-9]+}', editHandler(rewardResource, 'param'));
adminRoutes.delete('/reward/:id{[0-9]+}', deleteHandler(rewardResource, 'param'));

// Streaming templates.
adminRoutes.post('/streaming/template/add', addHandler(streamingTemplateResource));
adminRoutes.post('/streaming/template/list', listHandler(streamingTemplateResource, { admin: true }));
adminRoutes.put('/streaming/template/:id{[0-9]+}', editHandler(streamingTemplateResource, 'param'));
adminRoutes.delete('/streaming/template/:id{[0-9]+}', deleteHandler(streamingTemplateResource, 'param'));

// Micro-services, their routes, policy roles and permissions: POST add/edit/list, DELETE delete { id }.
function mountAdminSet(prefix: string, resource: Resource<unknown>) {
  adminRoutes.post(`${prefix}/add`, addHandler(resource));
  adminRoutes.post(`${prefix}/edit`, editHandler(resource));
  adminRoutes.post(`${prefix}/list`, listHandler(resource, { admin: true }));
  adminRoutes.delete(`${prefix}/delete`, deleteHandler(resource));
}
mountAdminSet('/ms/routes', msRouteResource);
mountAdminSet('/ms', microServiceResource);
mountAdminSet('/policy/roles', policyRoleResource);
mountAdminSet('/policy/permissions', policyPermissionResource);

// Referral codes.
adminRoutes.post('/referral/codes/create', async (c) => {
  const admin = await requireAdmin(c);
  const payload = await readBody(c, ReferralCodeCreatePayloadSchema);
  const values = z.safeParse(referralCodeResource.addSchema, {
    ...payload,
    owner_id: payload.owner_id ?? admin.user_id,
  });
  if (!values.success) throw new ApiProblem(400, 1000, describeIssues(values.error));
  return c.json(
    await createEntity(c.var.sandbox.db, referralCodeResource, values.data).catch(asInputProblem),
  );
});
adminRoutes.put('/referral/codes/edit', editHandler(referralCodeResource));
adminRoutes.get('/referral/codes/list', async (c) => {
  await requireAdmin(c);
  return c.json(await listEntities(c.var.sandbox.db, referralCodeResource, { limit: 1000 }));
});
adminRoutes.get('/referral/codes/user/:id', async (c) => {
  const user = await requireUser(c);
  const ownerId = idParam(c);
  if (user.role !== 'admin' && user.user_id !== ownerId)
    throw new ApiProblem(403, 1000, 'only an admin may read the codes of another user');
  return c.json(
    await listEntities(c.var.sandbox.db, referralCodeResource, {
      base: { conditions: ['owner_id = $1'], params: [ownerId] },
      limit: 1000,
    }),
  );
});

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A code of `length` characters not yet used by any referral code. */
async function freshCode(c: Parameters<typeof requireAdmin>[0], length: number): Promise<string> {
  for (;;) {
    const code = [...randomBytes(length)].map((byte) => codeAlphabet[byte % codeAlphabet.length]).join('');
    const { rows } = await c.var.sandbox.db.query('SELECT 1 FROM admin_referral_code WHERE code = $1', [
      code,
    ]);
    if (rows.length === 0) return code;
  }
}
adminRoutes.get('/referral/codes/gen/short', async (c) => {
  await requireAdmin(c);
  return c.json({ code: await freshCode(c, 8) });
});
adminRoutes.get('/referral/codes/gen/long', async (c) => {
  await requireAdmin(c);
  return c.json({ code: await freshCode(c, 24) });
});
