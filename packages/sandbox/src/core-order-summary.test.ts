// Core's order summary against this sandbox, in-process: for generated baskets of every lot type,
// currency, period, count and top-up, the payment core builds is charged exactly as core's summary
// says (USD to the card, RDC from the wallet, the balance after), or refused with nothing taken
// when the summary says RDC is missing.
import { CartProductSchema, orderSummary, paymentBody, type CartProduct, type Lot } from '@rdc/core';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { findLot } from './market/lots';
import { call, login } from './test-support/http';

type Period = { id: number; length: number };
type CatalogueLot = Lot & { count?: number; periods?: Period[] };

describe('the order summary equals the charge', async () => {
  const app = await createApp({});
  afterAll(() => app.close());
  const { accessToken: token } = await login(app);
  const userId = 1;
  const { list: cards } = (await call(app, 'POST', '/payment_card/list', { token })).json as {
    list: Array<{ payment_method_id: string; payment: 'stripe' | 'paypal'; priority: string }>;
  };
  const card = cards.find((candidate) => candidate.priority === '1')!;
  const lots = async (lotType: Lot['lot_type'], ids: number[]) =>
    (await Promise.all(ids.map((id) => findLot(app.db, lotType, id)))).filter(
      (lot): lot is CatalogueLot => lot?.enabled === true,
    );
  const catalogue = {
    item: await lots('item', [1, 2, 3, 23, 40]),
    package: await lots('package', [1, 2, 3]),
    subscription: await lots('subscription', [1, 2, 3]),
    coin: await lots('coin', [1, 3, 6]),
    plan: await lots('plan', [1, 2]),
  };
  const periods = (await app.db.query<Period>('SELECT id, length FROM market_period ORDER BY id')).rows;

  /** A cart line as the stores make it: the lot with the player's count, currency and period. */
  const cartLine = (
    lot: CatalogueLot,
    count: number,
    currency: 'USD' | 'RDC',
    period: Period | null,
  ): CartProduct =>
    lot.lot_type === 'coin'
      ? CartProductSchema.parse({
          id: lot.id,
          lot_type: 'coin',
          title: lot.title,
          price: lot.price,
          count,
          pack_rdc: lot.count,
        })
      : CartProductSchema.parse({
          ...lot,
          count,
          selectCurrency: currency,
          ...(period ? { period_id: period.id, period } : {}),
        });

  // Baskets are generated as small descriptors (lot type, which lot, count, currency, period), so
  // a counterexample reads as what a player chose; the lines are made from them in the property.
  const lineArbitrary = fc.record({
    lotType: fc.constantFrom(...(['item', 'package', 'subscription', 'coin', 'plan'] as const)),
    lot: fc.nat(),
    count: fc.integer({ min: 1, max: 3 }),
    rdc: fc.boolean(),
    period: fc.option(fc.nat(), { nil: null }),
  });
  type LineChoice = typeof lineArbitrary extends fc.Arbitrary<infer T> ? T : never;

  const lineOf = ({ lotType, lot: pick, count, rdc, period }: LineChoice): CartProduct => {
    const lots = catalogue[lotType];
    const lot = lots[pick % lots.length] as CatalogueLot;
    const currency = rdc && typeof lot.price.RDC === 'number' ? 'RDC' : 'USD';
    const offered = lotType === 'plan' ? (lot.periods ?? []) : lotType === 'subscription' ? periods : [];
    // A plan is always bought for one of its periods; a subscription may be bought without one.
    const chosen =
      offered.length === 0
        ? null
        : lotType === 'plan'
          ? offered[(period ?? 0) % offered.length]
          : period === null
            ? null
            : offered[period % offered.length];
    return cartLine(lot, lotType === 'subscription' ? 1 : count, currency, chosen ?? null);
  };

  const basketArbitrary = fc.record({
    lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 5 }),
    topUps: fc.array(fc.record({ pack: fc.nat(), lot_count: fc.integer({ min: 1, max: 2 }) }), {
      maxLength: 2,
    }),
    balance: fc.integer({ min: 0, max: 3_000_000 }),
  });

  /** The basket a descriptor stands for: one line per lot and one top-up per pack, as the stores keep them. */
  const basketOf = ({
    lines,
    topUps,
    balance,
  }: typeof basketArbitrary extends fc.Arbitrary<infer T> ? T : never) => {
    const cart = new Map(lines.map(lineOf).map((line) => [`${line.lot_type}:${line.id}`, line]));
    const packs = new Map(
      topUps.map(({ pack: pick, lot_count }) => {
        const pack = catalogue.coin[pick % catalogue.coin.length] as CatalogueLot;
        return [
          pack.id,
          {
            pack: {
              id: pack.id,
              title: pack.title,
              count: pack.count ?? 0,
              price: { USD: pack.price.USD ?? 0 },
            },
            lot_count,
          },
        ];
      }),
    );
    return { lines: [...cart.values()], topUps: [...packs.values()], balance };
  };

  it('for a few hundred generated baskets, what core shows is what the sandbox takes', async () => {
    await fc.assert(
      fc.asyncProperty(basketArbitrary, async (basket) => {
        const choice = basketOf(basket);
        const { balance } = choice;
        await app.db.query('UPDATE wallets SET balance = $2 WHERE user_id = $1', [userId, balance]);
        const shown = orderSummary(choice);
        const res = await call(app, 'POST', '/payment_card/pay', { token, body: paymentBody(card, choice) });
        const after = (await call(app, 'GET', '/wallet/balance', { token })).json.balance as number;
        if (shown.shortfall > 0) {
          expect(res.status).toBe(402);
          expect(after).toBe(balance);
          return;
        }
        expect(res.status).toBe(200);
        expect(res.json.charged).toEqual({ USD: shown.card, RDC: shown.wallet });
        expect(res.json.credited).toBe(shown.credit);
        expect(after).toBe(shown.balanceAfter);
        const record = (
          await call(app, 'POST', '/payment_transaction/get_by_id', {
            token,
            body: { id: res.json.transaction_id },
          })
        ).json.list[0];
        expect(record.amount).toEqual({ USD: shown.card, RDC: shown.wallet });
      }),
      { numRuns: 250, seed: 20261126 },
    );
  }, 240_000);
});
