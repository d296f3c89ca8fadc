// A package's composition with its items' own prices (core's fetchPackageComposition) against
// this sandbox, in-process: the prices are those the sandbox sells the items at.
import { fetchPackageComposition, packageSaving } from '@rdc/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type SandboxApp } from './app';
import { inProcessMarket } from './test-support/in-process';

let app: SandboxApp;
let market: ReturnType<typeof inProcessMarket>;

beforeAll(async () => {
  app = await createApp();
  market = inProcessMarket(app);
}, 60_000);
afterAll(() => app.close());

describe("a package's composition", () => {
  it('lists every item of the package with the price the item itself is sold at', async () => {
    const pkg = await market.packages.get(1);
    const composition = await fetchPackageComposition(market, pkg);
    expect(composition.map((entry) => entry.item.id)).toEqual(pkg.lot_items.map((item) => item.id));
    for (const entry of composition) {
      const item = await market.items.get(entry.item.id);
      expect(entry.price).toEqual(item.price);
    }
  });

  it('lists an item it cannot read without a price, and then claims no saving', async () => {
    const pkg = await market.packages.get(1);
    const withMissing = { ...pkg, lot_items: [...pkg.lot_items, { id: 999_999, title: 'Gone' }] };
    const composition = await fetchPackageComposition(market, withMissing);
    expect(composition.at(-1)).toEqual({ item: { id: 999_999, title: 'Gone' }, price: undefined });
    expect(packageSaving(pkg, composition)).toBeNull();
  });
});
