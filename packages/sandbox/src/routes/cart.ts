// POST /market/shopping_cart/edit: the server cart of the logged-in user, one line per lot.
import { Hono } from 'hono';
import {
  CartEditPayloadSchema,
  type CartEntry,
  type Currency,
  type LotType,
  type Period,
} from '@rdc/core/schemas';
import type { Queryable } from '../db/queryable';
import { requireUser } from '../auth/guard';
import type { SandboxContext, SandboxEnv } from '../env';
import { readBody } from '../http/body';
import { ApiProblem } from '../http/problem';
import { chosenPeriod } from '../market/lot-periods';
import { findLot } from '../market/lots';
import { groupByLotType } from '../payments/grouping';

export const cartRoutes = new Hono<SandboxEnv>();

interface CartRow {
  lot_type: LotType;
  lot_id: number;
  count: number;
  currency: Currency;
  /** The chosen period of a plan or subscription line. */
  period_id: number | null;
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
    let period: Period | null = null;
    if (entry.count > 0) {
      const lot = await findLot(ctx.db, entry.lot_type, entry.lot_id);
      if (!lot) throw new ApiProblem(400, 1000, `there is no ${entry.lot_type} ${entry.lot_id}`);
      if (!lot.enabled) throw new ApiProblem(400, 1000, `${entry.lot_type} ${entry.lot_id} is not for sale`);
      if (entry.lot_type === 'coin' && entry.currency !== 'USD')
        throw new ApiProblem(400, 1000, 'coin packs are bought in USD');
      if (typeof lot.price[entry.currency] !== 'number') {
        throw new ApiProblem(400, 1000, `${entry.lot_type} ${entry.lot_id} has no ${entry.currency} price`);
      }
      period = await chosenPeriod(ctx.db, entry.lot_type, lot, entry.period_id);
    }
    changes.push({
      lot_type: entry.lot_type,
      lot_id: entry.lot_id,
      currency: entry.currency,
      count: entry.lot_type === 'subscription' ? Math.min(entry.count, 1) : entry.count,
      period_id: period?.id ?? null,
    });
  }

  await ctx.db.transaction(async (tx) => {
    for (const line of changes) {
      if (line.count === 0) {
        await tx.query('DELETE FROM cart_items WHERE user_id = $1 AND lot_type = $2 AND lot_id = $3', [
          user.user_id,
          line.lot_type,
          line.lot_id,
        ]);
      } else {
        await tx.query(
          `INSERT INTO cart_items (user_id, lot_type, lot_id, count, currency, period_id, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (user_id, lot_type, lot_id) DO UPDATE
           SET count = EXCLUDED.count, currency = EXCLUDED.currency, period_id = EXCLUDED.period_id, updated_at = EXCLUDED.updated_at`,
          [user.user_id, line.lot_type, line.lot_id, line.count, line.currency, line.period_id, ctx.now()],
        );
      }
    }
  });
  return c.json(await readCart(ctx, user.user_id));
});

export async function cartLines(db: Queryable, userId: number): Promise<CartRow[]> {
  const { rows } = await db.query<CartRow>(
    'SELECT lot_type, lot_id, count, currency, period_id FROM cart_items WHERE user_id = $1 ORDER BY updated_at, lot_type, lot_id',
    [userId],
  );
  return rows;
}

/**
 * The cart grouped by lot type, each line with its chosen period. A line whose lot has left the
 * catalogue is left out (and logged); a period no longer offered is dropped from its line.
 */
async function readCart(ctx: SandboxContext, userId: number) {
  const entries: CartEntry[] = [];
  for (const line of await cartLines(ctx.db, userId)) {
    const product = await findLot(ctx.db, line.lot_type, line.lot_id);
    if (!product) {
      ctx.log(
        `cart of user ${userId}: ${line.lot_type} ${line.lot_id} is no longer in the catalogue; left out`,
      );
      continue;
    }
    const period = await chosenPeriod(ctx.db, line.lot_type, product, line.period_id).catch(() => null);
    entries.push({
      product,
      count: line.count,
      currency: line.currency,
      ...(period ? { period_id: period.id, period } : {}),
    });
  }
  return groupByLotType(entries);
}
