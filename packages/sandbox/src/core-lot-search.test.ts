// Core's header search (core/src/catalogue/search-lots.ts) against this sandbox, in-process: it
// finds packages and subscriptions as well as items, each with its picture, price and page, and
// pages through them all.
import { configure, lotSearch, type FoundLots, type QueryState } from '@rdc/core';
import { resetConfig } from '@rdc/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type SandboxApp } from './app';

let app: SandboxApp;

function loaded(key: { text: string; offset: number; limit: number }): Promise<FoundLots> {
  return new Promise((resolve, reject) => {
    const stop = lotSearch.get(key).subscribe((state: QueryState<FoundLots>) => {
      if (state.status === 'loading') return;
      queueMicrotask(() => stop());
      if (state.status === 'loaded') resolve(state.value);
      else if (state.status === 'empty') resolve({ list: [], count: 0, hasMore: false });
      else reject(new Error(JSON.stringify(state)));
    });
  });
}

beforeAll(async () => {
  app = await createApp();
  configure({ apiBase: 'http://sandbox.test/api/v1', fetch: (request: Request) => app.fetch(request) });
}, 60_000);
afterAll(async () => {
  resetConfig();
  await app.close();
});

describe('the header search against the sandbox', () => {
  it('"veteran" finds Veteran Pack I and Veteran Pack III, packages with a picture, a price and their page', async () => {
    const found = await loaded({ text: 'veteran', offset: 0, limit: 10 });
    const titles = found.list.map((lot) => lot.title);
    expect(titles).toEqual(expect.arrayContaining(['Veteran Pack I', 'Veteran Pack III']));
    const pack = found.list.find((lot) => lot.title === 'Veteran Pack I');
    expect(pack).toMatchObject({ kind: 'package', href: `/marketplace/product/package/${pack?.id}` });
    expect(pack?.imageUrl).toMatch(/\S/);
    expect(pack?.price.USD).toBeGreaterThan(0);
  });

  it('finds items and subscriptions too, each linking to its own kind of page', async () => {
    const found = await loaded({ text: 'an', offset: 0, limit: 60 });
    const kinds = new Set(found.list.map((lot) => lot.kind));
    expect(kinds).toEqual(new Set(['package', 'subscription', 'item']));
    for (const lot of found.list) expect(lot.href).toBe(`/marketplace/product/${lot.kind}/${lot.id}`);
  });

  it('pages through every kind: the pages together are the whole list, none twice, and the last says no more', async () => {
    const whole = await loaded({ text: 'an', offset: 0, limit: 200 });
    expect(whole.hasMore).toBe(false);
    const pages: FoundLots[] = [];
    for (let offset = 0; pages.length === 0 || pages[pages.length - 1]?.hasMore; offset += 7)
      pages.push(await loaded({ text: 'an', offset, limit: 7 }));
    const joined = pages.flatMap((page) => page.list.map((lot) => `${lot.kind}:${lot.id}`));
    expect(joined).toEqual(whole.list.map((lot) => `${lot.kind}:${lot.id}`));
    expect(pages.length).toBe(Math.ceil(whole.list.length / 7));
  });

  it('a text nothing matches is an empty answer', async () => {
    expect((await loaded({ text: 'zzqxv-nothing', offset: 0, limit: 10 })).list).toEqual([]);
  });

  it('the package and subscription lists bound their search text as the item search does', async () => {
    for (const path of ['/market/packages/list', '/market/subscription/list']) {
      const ask = (search: string) =>
        app.fetch(
          new Request(`http://sandbox.test/api/v1${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ search, pagination: { offset: 0, limit: 5 } }),
          }),
        );
      expect((await ask('v'.repeat(1000))).status).toBe(200);
      expect((await ask('v'.repeat(1001))).status).toBe(400);
    }
  });
});
