// /banking/info/addresses: bank details of the logged-in user. The spec shows no fields, so any
// JSON object is kept as given; edit needs its id.
import { Hono } from 'hono';
import { BankingAddressPayloadSchema, IdPayloadSchema, IdSchema, PaginationSchema } from '@rdc/core/schemas';
import * as z from 'zod';
import { addAddress, deleteAddress, editAddress, listAddresses } from '../addresses/store';
import { requireUser } from '../auth/guard';
import type { SandboxEnv } from '../env';
import { readBody } from '../http/body';
import { ApiProblem } from '../http/problem';
import { DEFAULT_ADDRESS_LIMIT } from './address';

export const bankingRoutes = new Hono<SandboxEnv>();

const KINDS = ['banking'] as const;

/** Fields the sandbox keeps itself are not taken from the caller. */
function ownFields({
  id: _id,
  type: _type,
  priority: _priority,
  enabled: _enabled,
  user_id: _user,
  ...fields
}: Record<string, unknown>) {
  return fields;
}

const BankingListPayloadSchema = z.pipe(
  BankingAddressPayloadSchema,
  z.looseObject({
    offset: z.number().int().nonnegative().optional(),
    limit: z.number().int().positive().optional(),
    pagination: z.optional(PaginationSchema),
  }),
);

bankingRoutes.post('/banking/info/addresses/add', async (c) => {
  const user = await requireUser(c);
  const fields = ownFields(await readBody(c, BankingAddressPayloadSchema));
  if (Object.keys(fields).length === 0) throw new ApiProblem(400, 1000, 'the bank details are empty');
  const ctx = c.var.sandbox;
  return c.json(await addAddress(ctx.db, user.user_id, 'banking', fields, ctx.now()));
});

bankingRoutes.post('/banking/info/addresses/edit', async (c) => {
  const user = await requireUser(c);
  const payload = await readBody(
    c,
    z.pipe(BankingAddressPayloadSchema, z.looseObject(IdPayloadSchema.shape)),
  );
  return c.json(await editAddress(c.var.sandbox.db, user.user_id, KINDS, payload.id, ownFields(payload)));
});

bankingRoutes.post('/banking/info/addresses/list', async (c) => {
  const user = await requireUser(c);
  const payload = await readBody(c, BankingListPayloadSchema);
  const page = {
    offset: payload.pagination?.offset ?? payload.offset ?? 0,
    limit: payload.pagination?.limit ?? payload.limit ?? DEFAULT_ADDRESS_LIMIT,
  };
  return c.json(await listAddresses(c.var.sandbox.db, user.user_id, 'banking', page));
});

bankingRoutes.delete('/banking/info/addresses/delete/:id', async (c) => {
  const user = await requireUser(c);
  const id = IdSchema.check(z.positive()).safeParse(Number(c.req.param('id')));
  if (!id.success) throw new ApiProblem(400, 1000, 'id must be a positive whole number');
  await deleteAddress(c.var.sandbox.db, user.user_id, KINDS, id.data);
  return c.json({ success: true });
});
