import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoinPackSchema, LotSchema } from '@rdc/core/schemas';
import { openMarketSandbox, type MarketSandbox } from '../test-support/market-sandbox';
import { findLot } from './lots';

let sandbox: MarketSandbox;
beforeAll(async () => {
  sandbox = await openMarketSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

describe('findLot, used by the cart and payments', () => {
  it.each(['item', 'package', 'subscription', 'coin', 'plan'] as const)(
    'finds a %s in the core lot shape with prices in minor units',
    async (lotType) => {
      const lot = await findLot(sandbox.db, lotType, 1);
      const parsed = LotSchema.parse(lot);
      expect(parsed).toMatchObject({ id: 1, lot_type: lotType });
      expect(Number.isInteger(parsed.price.USD)).toBe(true);
      expect(parsed.image_url).toMatch(/^\/api\/v1\/media\//);
    },
  );

  it('a coin pack carries its count (the RDC amount in minor units)', async () => {
    const coin = CoinPackSchema.parse(await findLot(sandbox.db, 'coin', 4));
    expect(coin.count).toBe(100_000);
    expect(coin.price.USD).toBeGreaterThan(0);
  });

  it('a plan carries its periods, the first being the default', async () => {
    const plan = (await findLot(sandbox.db, 'plan', 1)) as { periods?: { id: number; length: number }[] };
    expect(plan.periods?.map((period) => period.length)).toEqual([1, 3, 6, 12]);
  });

  it('a package carries its items', async () => {
    const pack = LotSchema.parse(await findLot(sandbox.db, 'package', 2));
    expect(pack.lot_items.length).toBeGreaterThanOrEqual(3);
  });

  it('a disabled lot is found with enabled false, so the caller can refuse it', async () => {
    expect(LotSchema.parse(await findLot(sandbox.db, 'subscription', 6)).enabled).toBe(false);
  });

  it.each([
    ['item', 9999],
    ['coin', 0],
    ['package', -1],
    ['plan', 1.5],
  ] as const)('answers null for %s %s', async (lotType, id) => {
    expect(await findLot(sandbox.db, lotType, id)).toBeNull();
  });
});
