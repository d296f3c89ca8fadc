// POST /market/shopping_cart/edit: the server cart of the logged-in user, one line per lot.
import { Hono } from 'hono';
import { CartEditPayloadSchema, type CartEntry, type Currency, type LotType } from '@rdc/core/schemas';
import type { Queryable } from '../db/queryable';
import { requireUser } from '../auth/guard';
import type { SandboxContext, SandboxEnv } from '../env';
import { readBody } from '../http/body';
import { ApiProblem } from '../http/problem';
import { findLot } from '../market/lots';
import { groupByLotType } from '../payments/grouping';

export const cartRoutes = new Hono<SandboxEnv>();

interface CartRow {
  lot_type: LotType;
  lot_id: number;
  count: number;
  currency: Currency;
}

/**
 * Each entry sets its line: count 0 deletes it, any other count replaces it (a subscription is
 * stored as 1). Every entry is checked against the catalogue before anything is written.
 * The answer is the whole cart after the edit; an empty list just reads it.
 */
cartRoutes.post('/market/shopping_cart/edit', async (c) => {
  const user = await requireUser(c);
  const { shopping_cart_items } = await readBody(c, CartEditPayloadSchema);
  const ctx = c.var.sandbox;

  const changes: CartRow[] = [];
  for (const entry of shopping_cart_items) {
    if (entry.count > 0) {
      const lot = await findLot(ctx.db, entry.lot_type, entry.lot_id);
      if (!lot) throw new ApiProblem(400, 1000, `there is no ${entry.lot_type} ${entry.lot_id}`);
      if (!lot.enabled) throw new ApiProblem(400, 1000, `${entry.lot_type} ${entry.lot_id} is not for sale`);
      if (entry.lot_type === 'coin' && entry.currency !== 'USD') throw new ApiProblem(400, 1000, 'coin packs are bought in USD');
      if (typeof lot.price[entry.currency] !== 'number') {
        throw new ApiProblem(400, 1000, `${entry.lot_type} ${entry.lot_id} has no ${entry.currency} price`);
      }
    }
    changes.push({ ...entry, count: entry.lot_type === 'subscription' ? Math.min(entry.count, 1) : entry.count });
  }

  await ctx.db.transaction(async (tx) => {
    for (const line of changes) {
      if (line.count === 0) {
        await tx.query('DELETE FROM cart_items WHERE user_id = $1 AND lot_type = $2 AND lot_id = $3', [user.user_id, line.lot_type, line.lot_id]);
      } else {
        await tx.query(
          `INSERT INTO cart_items (user_id, lot_type, lot_id, count, currency, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (user_id, lot_type, lot_id) DO UPDATE SET count = EXCLUDED.count, currency = EXCLUDED.currency, updated_at = EXCLUDED.updated_at`,
          [user.user_id, line.lot_type, line.lot_id, line.count, line.currency, ctx.now()],
        );
      }
    }
  });
  return c.json(await readCart(ctx, user.user_id));
});

export async function cartLines(db: Queryable, userId: number): Promise<CartRow[]> {
  const { rows } = await db.query<CartRow>('SELECT lot_type, lot_id, count, currency FROM cart_items WHERE user_id = $1 ORDER BY updated_at, lot_type, lot_id', [userId]);
  return rows;
}

/** The cart grouped by lot type. A line whose lot has left the catalogue is left out (and logged). */
async function readCart(ctx: SandboxContext, userId: number) {
  const entries: CartEntry[] = [];
  for (const line of await cartLines(ctx.db, userId)) {
    const product = await findLot(ctx.db, line.lot_type, line.lot_id);
    if (!product) {
      ctx.log(`cart of user ${userId}: ${line.lot_type} ${line.lot_id} is no longer in the catalogue; left out`);
      continue;
    }
    entries.push({ product, count: line.count, currency: line.currency });
  }
  return groupByLotType(entries);
}
