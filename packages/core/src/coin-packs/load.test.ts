import { afterEach, describe, expect, it } from 'vitest';
import { configure, resetConfig } from '../config';
import { loadCoinPacks } from './load';

afterEach(() => resetConfig());

describe('the coin packs on sale (accounts-cart-checkout.md §2: "An additional-currency view lists coin packs")', () => {
  it('asks for the enabled packs and gives each one\'s RDC amount and USD price', async () => {
    const bodies: unknown[] = [];
    configure({
      apiBase: 'http://shop.test/api/v1',
      fetch: async (request) => {
        bodies.push(await request.json());
        return Response.json({ count: 1, list: [{ id: 4, count: 50000, price: { USD: 499 }, enabled: true }] });
      },
    });
    const packs = await loadCoinPacks();
    expect(packs.list).toEqual([expect.objectContaining({ id: 4, count: 50000, price: { USD: 499 } })]);
    expect(bodies).toEqual([expect.objectContaining({ where: [{ field: 'enabled', condition: '=', value: ['true'] }] })]);
  });
});
