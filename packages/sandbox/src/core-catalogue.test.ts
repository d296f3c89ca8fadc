// Core's catalogue stores (the marketplace's lists) against this sandbox, in-process: each store
// asks the call the spec names, reads only enabled lots, and keeps the spec's request rules when
// the sandbox's fault rules make the first answers fail.
import { buildCategoryTree, catalogue, configure, pageRequest, type QueryState } from '@rdc/core';
import { resetConfig } from '@rdc/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type SandboxApp } from './app';
import { setFault } from './test-support/in-process';

/** What a catalogue store is to its reader (a nanostores atom). */
interface ReadableAtom<T> {
  get(): T;
  subscribe(listener: (value: T) => void): () => void;
}

let app: SandboxApp;
const calls: string[] = [];

/** The state once it is no longer loading. */
function settled<T>($state: ReadableAtom<QueryState<T>>): Promise<QueryState<T>> {
  return new Promise((resolve) => {
    const stop = $state.subscribe((state) => {
      if (state.status === 'loading') return;
      queueMicrotask(() => stop());
      resolve(state);
    });
  });
}

const loaded = async <T>($state: ReadableAtom<QueryState<T>>): Promise<T> => {
  const state = await settled($state);
  if (state.status !== 'loaded') throw new Error(`expected a loaded list, got ${JSON.stringify(state)}`);
  return state.value;
};

const addFault = (rule: object) => setFault(app, rule);

beforeAll(async () => {
  app = await createApp({ faults: true });
  configure({
    apiBase: 'http://sandbox.test/api/v1',
    fetch: (request: Request) => {
      calls.push(new URL(request.url).pathname);
      return app.fetch(request);
    },
  });
}, 60_000);
afterAll(async () => {
  resetConfig();
  await app.close();
});

describe("core's catalogue against the sandbox", () => {
  it('Virtual Currency: enabled coin packs a page at a time, with the count for the page navigator', async () => {
    const page = await loaded(catalogue.coinPacks.get(pageRequest({ page: 0, perPage: 6 })));
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.length).toBeLessThanOrEqual(6);
    expect(page.count).toBeGreaterThanOrEqual(page.list.length);
    expect(page.list.every((pack) => pack.enabled)).toBe(true);
  });

  it('a page past the end of a list that has entries is loaded with its count (the view moves to the last page), not empty', async () => {
    const past = await loaded(catalogue.coinPacks.get(pageRequest({ page: 50, perPage: 6 })));
    expect(past.list).toEqual([]);
    expect(past.count).toBeGreaterThan(0);
  });

  it('Limited time offers: the enabled packages whose time limit is still ahead', async () => {
    const page = await loaded(catalogue.limitedOffers.get(pageRequest({ page: 0, perPage: 6 })));
    expect(page.list.length).toBeGreaterThan(0);
    expect(
      page.list.every(
        (lot) =>
          lot.enabled && typeof lot.time_limited === 'string' && Date.parse(lot.time_limited) > Date.now(),
      ),
    ).toBe(true);
  });

  it('"Subscription and coin list requests: retried 10 times with 100 ms delay": two failed answers, then the list', async () => {
    await addFault({ path: '/market/subscription/list', status: 500, code: 5002, times: 2 });
    calls.length = 0;
    const page = await loaded(catalogue.subscriptions.get(pageRequest({ page: 0, perPage: 5 })));
    expect(calls.filter((path) => path.endsWith('/market/subscription/list'))).toHaveLength(3);
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((subscription) => subscription.enabled)).toBe(true);
  });

  it('Manufacturers: a page, and the search box narrows it', async () => {
    const all = await loaded(
      catalogue.manufacturers.get({ ...pageRequest({ page: 0, perPage: 6 }), search: '' }),
    );
    expect(all.list.length).toBeGreaterThan(1);
    const first = all.list[0]!;
    const found = await loaded(
      catalogue.manufacturers.get({ ...pageRequest({ page: 0, perPage: 6 }), search: first.title }),
    );
    expect(found.list.map((manufacturer) => manufacturer.title)).toContain(first.title);
    expect(found.count).toBeLessThan(all.count);
  });

  it('Category view: the top-level categories, and the tree built from every category', async () => {
    const roots = await loaded(catalogue.categories.get({ virtual_path: '/' }));
    expect(roots.list.length).toBeGreaterThan(0);
    expect(roots.list.every((category) => category.virtual_path === '/')).toBe(true);
    const tree = buildCategoryTree((await loaded(catalogue.categoryTree.get('all'))).list);
    expect(tree.map((node) => node.path)).toEqual(expect.arrayContaining(['/ships']));
    expect(tree.find((node) => node.path === '/ships')?.children.length).toBeGreaterThan(0);
  });

  it('Product view: the items of one category, a page at a time', async () => {
    const page = await loaded(
      catalogue.items.get({
        virtual_path: '/ships/fighters',
        virtual_name: 'light',
        ...pageRequest({ page: 0, perPage: 6 }),
      }),
    );
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((item) => item.lot_type === 'item' && item.enabled)).toBe(true);
  });

  it('Search: "limit 10", and a text with %, _ and quotes is answered safely', async () => {
    const found = await loaded(catalogue.search.get('a'));
    expect(found.list.length).toBe(10);
    const odd = await settled(catalogue.search.get(`50%_'"\\`));
    expect(odd).toEqual({ status: 'empty' });
    const long = await settled(catalogue.search.get('x'.repeat(1000)));
    expect(long).toEqual({ status: 'empty' });
  });

  it('an empty list is the empty state, a failure the error state (and only Retry asks again)', async () => {
    expect(
      await settled(catalogue.items.get({ virtual_path: '/', virtual_name: 'nowhere', offset: 0, limit: 6 })),
    ).toEqual({ status: 'empty' });
    // "3 retries for queries", with the defaults' backoff (1 s, 2 s, 4 s): four failures are an error.
    await addFault({ path: '/market/categories/list_by_virtual_path', status: 500, code: 5002, times: 4 });
    calls.length = 0;
    const key = { virtual_path: '/ships' };
    expect((await settled(catalogue.categories.get(key))).status).toBe('error');
    expect(calls).toHaveLength(4);
    catalogue.categories.get(key);
    expect(calls).toHaveLength(4);
    await catalogue.categories.refetch(key);
    expect(catalogue.categories.get(key).get().status).toBe('loaded');
  }, 20_000);
});
