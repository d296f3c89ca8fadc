// /address/{billing,game,shipping}: add, edit, delete, list_by_user_id, set_priority, all for the
// logged-in user only. Lists page with pagination { offset, limit } and answer { count, list }.
import { Hono } from 'hono';
import type { Context } from 'hono';
import type * as z from 'zod';
import {
  AddressListPayloadSchema,
  BillingAddressAddPayloadSchema,
  BillingAddressEditPayloadSchema,
  GameAddressAddPayloadSchema,
  GameAddressEditPayloadSchema,
  IdPayloadSchema,
  ShippingAddressAddPayloadSchema,
  ShippingAddressEditPayloadSchema,
  type AddressType,
} from '@rdc/core/schemas';
import {
  addAddress,
  deleteAddress,
  editAddress,
  listAddresses,
  setDefaultAddress,
  type AddressKind,
} from '../addresses/store';
import { requireUser } from '../auth/guard';
import type { SandboxEnv } from '../env';
import { readBody } from '../http/body';
import { ApiProblem } from '../http/problem';

export const addressRoutes = new Hono<SandboxEnv>();

/** A list without pagination answers up to this many. */
export const DEFAULT_ADDRESS_LIMIT = 100;

interface AddressGroup {
  path: string;
  kinds: readonly Extract<AddressType, AddressKind>[];
  add: z.core.$ZodType<Record<string, unknown>>;
  edit: z.core.$ZodType<{ id: number } & Record<string, unknown>>;
}

const groups: AddressGroup[] = [
  {
    path: 'billing',
    kinds: ['billing'],
    add: BillingAddressAddPayloadSchema,
    edit: BillingAddressEditPayloadSchema,
  },
  {
    path: 'game',
    kinds: ['in_game', 'pickup'],
    add: GameAddressAddPayloadSchema,
    edit: GameAddressEditPayloadSchema,
  },
  {
    path: 'shipping',
    kinds: ['shipping'],
    add: ShippingAddressAddPayloadSchema,
    edit: ShippingAddressEditPayloadSchema,
  },
];

/** The kind the fields name (game addresses carry type in_game or pickup), else the group's only kind. */
function kindOf(group: AddressGroup, fields: Record<string, unknown>): AddressKind {
  const type = fields.type;
  return typeof type === 'string' && (group.kinds as readonly string[]).includes(type)
    ? (type as AddressKind)
    : (group.kinds[0] as AddressKind);
}

function withoutType({ type: _type, ...fields }: Record<string, unknown>) {
  return fields;
}

for (const group of groups) {
  const base = `/address/${group.path}`;

  addressRoutes.post(`${base}/add`, async (c) => {
    const user = await requireUser(c);
    const fields = await readBody(c, group.add);
    const ctx = c.var.sandbox;
    return c.json(
      await addAddress(ctx.db, user.user_id, kindOf(group, fields), withoutType(fields), ctx.now()),
    );
  });

  addressRoutes.post(`${base}/edit`, async (c) => {
    const user = await requireUser(c);
    const { id, ...fields } = await readBody(c, group.edit);
    return c.json(
      await editAddress(
        c.var.sandbox.db,
        user.user_id,
        group.kinds,
        id,
        withoutType(fields),
        kindOf(group, fields),
      ),
    );
  });

  addressRoutes.post(`${base}/delete`, async (c) => {
    const user = await requireUser(c);
    const { id } = await readBody(c, IdPayloadSchema);
    await deleteAddress(c.var.sandbox.db, user.user_id, group.kinds, id);
    return c.json({ success: true });
  });

  addressRoutes.post(`${base}/set_priority`, async (c) => {
    const user = await requireUser(c);
    const { id } = await readBody(c, IdPayloadSchema);
    await setDefaultAddress(c.var.sandbox.db, user.user_id, group.kinds, id);
    return c.json({ success: true });
  });

  addressRoutes.post(`${base}/list_by_user_id`, async (c: Context<SandboxEnv>) => {
    const user = await requireUser(c);
    const { type, pagination } = await readBody(c, AddressListPayloadSchema);
    if (!(group.kinds as readonly string[]).includes(type)) {
      throw new ApiProblem(
        400,
        1000,
        `type: ${base}/list_by_user_id lists ${group.kinds.join(' or ')} addresses`,
      );
    }
    const page = { offset: pagination?.offset ?? 0, limit: pagination?.limit ?? DEFAULT_ADDRESS_LIMIT };
    return c.json(await listAddresses(c.var.sandbox.db, user.user_id, type as AddressKind, page));
  });
}
