// Paying: coin packs and USD lines are charged to the card; RDC lines are taken from the wallet
// after the coin packs of the same payment have been added to it ("additional currency"). Each
// product is priced in the currency it is sent with (the cart line's when absent) and, for a plan
// or subscription, times its period's length. When the payment says what the player was shown
// (`expected`), any other charge is refused (409) and nothing is taken.
// Everything happens in one database transaction (PGlite runs one at a time; on PostgreSQL a
// transaction-scoped advisory lock serialises payments with one Idempotency-Key), and the wallet
// moves in one guarded UPDATE, so the balance can never go below zero. An Idempotency-Key seen
// before returns the first answer and charges nothing again.
import { createHash } from 'node:crypto';
import type { CartEntry, Currency, Lot, PayByCardPayload, PurchaseResult } from '@rdc/core/schemas';
import type { Queryable } from '../db/queryable';
import type { SandboxContext } from '../env';
import { ApiProblem } from '../http/problem';
import { chosenPeriod } from '../market/lot-periods';
import { findLot } from '../market/lots';
import { cartLines } from '../routes/cart';
import { findPayableCard } from './cards';
import { groupByLotType } from './grouping';
import { moveBalance } from './wallet';

export interface PaymentOutcome {
  status: 200 | 402;
  body:
    | (PurchaseResult & {
        transaction_id: number;
        balance: number;
        charged: { USD: number; RDC: number };
        credited: number;
      })
    | { code: number; message: string };
}

interface PricedLine {
  entry: CartEntry;
  /** Minor units of `entry.currency` for the whole line. */
  total: number;
  /** RDC added to the wallet (coin packs). */
  credit: number;
}

type LotWithExtras = Lot & { count?: number };

const rdc = (minor: number) => (minor / 100).toFixed(2);

/**
 * Prices each product: in the currency it is sent with, else the one of the user's cart line for
 * that lot, else USD (RDC lines are paid from the balance); coin packs are bought in USD only. A
 * plan's or subscription's price is multiplied by its period's length in months ("Plan prices are
 * multiplied by the period length (default 1)"); a subscription counts once. A currency the lot has
 * no price in, or a period it does not offer, is refused (400 code 1000).
 */
async function priceProducts(
  db: Queryable,
  userId: number,
  products: PayByCardPayload['product'],
): Promise<PricedLine[]> {
  const currencies = new Map(
    (await cartLines(db, userId)).map((line) => [`${line.lot_type}:${line.lot_id}`, line.currency]),
  );
  const lines: PricedLine[] = [];
  for (const product of products) {
    const lot = (await findLot(db, product.lot_type, product.lot_id)) as LotWithExtras | null;
    if (!lot) throw new ApiProblem(400, 1000, `there is no ${product.lot_type} ${product.lot_id}`);
    if (!lot.enabled)
      throw new ApiProblem(400, 1000, `${product.lot_type} ${product.lot_id} is not for sale`);
    const currency: Currency =
      product.currency ??
      (product.lot_type === 'coin'
        ? 'USD'
        : (currencies.get(`${product.lot_type}:${product.lot_id}`) ?? 'USD'));
    if (product.lot_type === 'coin' && currency !== 'USD')
      throw new ApiProblem(400, 1000, 'coin packs are bought in USD');
    const unit = lot.price[currency];
    if (typeof unit !== 'number')
      throw new ApiProblem(400, 1000, `${product.lot_type} ${product.lot_id} has no ${currency} price`);
    const count = product.lot_type === 'subscription' ? 1 : product.count;
    const period = await chosenPeriod(db, product.lot_type, lot, product.period_id);
    const total = unit * count * (period?.length ?? 1);
    const credit = product.lot_type === 'coin' ? (lot.count ?? 0) * count : 0;
    lines.push({
      entry: { product: lot, count, currency, total, ...(period ? { period_id: period.id, period } : {}) },
      total,
      credit,
    });
  }
  return lines;
}

function requestHash(payload: PayByCardPayload): string {
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}

/** The stored answer of a key seen before (409 when it was used for another payment), or undefined. */
async function replayOf(
  db: Queryable,
  userId: number,
  idempotencyKey: string | undefined,
  hash: string,
): Promise<PaymentOutcome | undefined> {
  if (!idempotencyKey) return undefined;
  const { rows } = await db.query<{ request_hash: string; status: 200 | 402; body: PaymentOutcome['body'] }>(
    'SELECT request_hash, status, body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, idempotencyKey],
  );
  const seen = rows[0];
  if (!seen) return undefined;
  if (seen.request_hash !== hash)
    throw new ApiProblem(409, 1000, 'this Idempotency-Key was used for a different payment');
  return { status: seen.status, body: seen.body };
}

export async function pay(
  ctx: SandboxContext,
  userId: number,
  payload: PayByCardPayload,
  idempotencyKey?: string,
): Promise<PaymentOutcome> {
  const hash = requestHash(payload);
  // A replay answers before pricing, so it does not depend on the catalogue as it is now.
  const replay = await replayOf(ctx.db, userId, idempotencyKey, hash);
  if (replay) return replay;
  const now = ctx.now();

  return ctx.db.transaction(async (tx): Promise<PaymentOutcome> => {
    // One payment per key at a time, also across sandbox processes sharing a PostgreSQL server:
    // the second waits here until the first commits, then finds its answer below.
    if (idempotencyKey)
      await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
        `${userId}:${idempotencyKey}`,
      ]);
    // Again inside the transaction: a concurrent payment with the same key may have finished since.
    const concurrentReplay = await replayOf(tx, userId, idempotencyKey, hash);
    if (concurrentReplay) return concurrentReplay;
    // Priced inside the transaction too, so the prices and cart currencies charged are the ones
    // of the moment the wallet moves, whatever an admin edits meanwhile.
    const lines = await priceProducts(tx, userId, payload.product);
    const usd = lines.filter((l) => l.entry.currency === 'USD').reduce((sum, l) => sum + l.total, 0);
    const debit = lines.filter((l) => l.entry.currency === 'RDC').reduce((sum, l) => sum + l.total, 0);
    const credit = lines.reduce((sum, l) => sum + l.credit, 0);
    const remember = async (outcome: PaymentOutcome) => {
      if (idempotencyKey) {
        await tx.query(
          'INSERT INTO idempotency_keys (user_id, key, request_hash, status, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [userId, idempotencyKey, hash, outcome.status, JSON.stringify(outcome.body), now],
        );
      }
      return outcome;
    };

    const card = await findPayableCard(tx, userId, payload.token_id, payload.payment);
    if (usd > 0 && card.declines) {
      return remember({
        status: 402,
        body: {
          code: 1003,
          message: `Your ${card.brand} card ending in ${card.last4} was declined. Nothing was charged.`,
        },
      });
    }
    if (payload.expected && (payload.expected.USD !== usd || payload.expected.RDC !== debit)) {
      // Not remembered: the same attempt at the prices shown can never go through now.
      throw new ApiProblem(
        409,
        1000,
        `The price has changed: this payment is now ${(usd / 100).toFixed(2)} USD and ${rdc(debit)} RDC, not ${(payload.expected.USD / 100).toFixed(2)} USD and ${rdc(payload.expected.RDC)} RDC. Nothing was charged.`,
      );
    }
    const balance = await moveBalance(tx, userId, credit, debit);
    if (balance === null) {
      // Not remembered: once the wallet is topped up, the same attempt may succeed.
      throw new ApiProblem(
        402,
        1000,
        `Not enough RDC: this payment needs ${rdc(debit)} RDC${credit ? ` (after adding ${rdc(credit)} RDC of coin packs)` : ''}.`,
      );
    }
    const purchase = groupByLotType(lines.map((line) => line.entry));
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO payment_transactions (user_id, status, payment, payment_method_id, card_brand, card_last4, amount_usd, amount_rdc, credited_rdc, balance_after, products, idempotency_key, created_at)
       VALUES ($1, 'succeeded', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        userId,
        card.payment,
        card.payment_method_id,
        card.brand,
        card.last4,
        usd,
        debit,
        credit,
        balance,
        JSON.stringify(purchase),
        idempotencyKey ?? null,
        now,
      ],
    );
    const transactionId = (rows[0] as { id: number }).id;
    ctx.log(
      `payment ${transactionId} of user ${userId}: ${(usd / 100).toFixed(2)} USD by ${card.brand} ${card.last4}, ${rdc(debit)} RDC from the wallet, +${rdc(credit)} RDC of coin packs; balance ${rdc(balance)} RDC`,
    );
    return remember({
      status: 200,
      body: {
        ...purchase,
        transaction_id: transactionId,
        balance,
        charged: { USD: usd, RDC: debit },
        credited: credit,
      },
    });
  });
}
