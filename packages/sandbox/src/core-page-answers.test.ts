// A marketplace page's first list answer, from the server that renders the page to the store the
// list reads in the browser, against this sandbox in-process: the list shows it without asking the
// API again, and an answer the page cannot vouch for is not shown.
import {
  $periods,
  $targetPeriod,
  adoptPageAnswer,
  catalogue,
  EVERY_COIN_PACK,
  EVERY_PLAN,
  fetchLot,
  loadCoinPacksAnswer,
  loadPageAnswer,
  loadPeriods,
  loadPeriodsAnswer,
  loadPlansAnswer,
  lotCatalogue,
  lotPageAnswer,
  plans,
  pageAnswerImage,
  pageAnswerState,
  pageAnswerText,
  subscriptionChunks,
  type PageAnswer,
  type ProductKey,
} from '@rdc/core';
import type { Subscription } from '@rdc/core/schemas';
import { resetCatalogue, resetPeriods, resetPlans } from '@rdc/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { setFault, withPageSides } from './test-support/in-process';

const sides = withPageSides(() => {
  resetCatalogue();
  resetPeriods();
  resetPlans();
});
const { browserCalls } = sides;

const addFault = (rule: object) => setFault(sides.app, rule);

/** What the page carries: the answer as the server writes it into the HTML. */
async function pageText(view: Parameters<typeof loadPageAnswer>[1], query = ''): Promise<string> {
  const answer = await loadPageAnswer(sides.market, view, new URLSearchParams(query));
  if (!answer) throw new Error(`no answer for ${view}`);
  return pageAnswerText(answer);
}

describe('the first answer a marketplace page comes with', () => {
  it("/marketplace/packages: the list shows the page's answer at once, and asks the API nothing", async () => {
    const text = await pageText('packages');
    adoptPageAnswer(text);
    const state = catalogue.packages.get({ offset: 0, limit: 6 }).get();
    expect(state.status).toBe('loaded');
    expect(browserCalls).toEqual([]);
    // The same lots as the list's own request would hold.
    const adopted = state.status === 'loaded' && state.value;
    resetCatalogue();
    const $asked = catalogue.packages.get({ offset: 0, limit: 6 });
    await vi.waitFor(() => expect($asked.get().status).toBe('loaded'));
    expect(browserCalls).toEqual(['/api/v1/market/packages/list']);
    expect(adopted).toEqual(($asked.get() as { value: unknown }).value);
  });

  it("a listed package is the API's, but for its items' own product-page blocks, which its card never shows", async () => {
    const page = {
      where: [{ field: 'enabled', condition: '=', value: ['true'] }],
      pagination: { offset: 0, limit: 6 },
    };
    const fetched = await sides.market.packages.list(page);
    expect(fetched.list.some((lot) => lot.lot_items.some((item) => item.data))).toBe(true);
    const answer = JSON.parse(await pageText('packages')) as PageAnswer;
    const listed = answer.answer.list as typeof fetched.list;
    const withoutBlocks = (entries: (typeof fetched.list)[number]['lot_items']) =>
      entries.map(({ data: _blocks, ...entry }) => entry);
    expect(listed).toEqual(
      fetched.list.map((lot) => ({
        ...lot,
        lot_items: withoutBlocks(lot.lot_items),
        lot_packages: withoutBlocks(lot.lot_packages),
      })),
    );
    // So on every page of lots: packages, limited time offers, subscriptions.
    for (const view of ['packages', 'limitedTimeOffers', 'subscriptions'] as const) {
      const { answer } = JSON.parse(await pageText(view)) as { answer: { list: typeof fetched.list } };
      expect(answer.list.length, view).toBeGreaterThan(0);
      const entries = answer.list.flatMap((lot) => [...lot.lot_items, ...lot.lot_packages]);
      expect(entries.length, view).toBeGreaterThan(0);
      expect(entries.filter((entry) => 'data' in entry)).toEqual([]);
    }
    // What that leaves out of the page: most of it.
    expect((await pageText('packages')).length).toBeLessThan(JSON.stringify(fetched).length / 4);
  });

  it('the page and per-page in the address are the ones the list asks for: ?page=1&perPage=10 on subscriptions is offset 10, limit 10', async () => {
    const answer = (await loadPageAnswer(
      sides.market,
      'subscriptions',
      new URLSearchParams('page=1&perPage=10'),
    )) as PageAnswer;
    expect(answer.list).toBe('subscriptions');
    expect(answer.key).toEqual({ offset: 10, limit: 10 });
    adoptPageAnswer(pageAnswerText(answer));
    expect(catalogue.subscriptions.get({ offset: 10, limit: 10 }).get().status).toBe('loaded');
    // Bad values read as the list reads them: page 0 at the default per-page ("5" for subscriptions).
    const bad = (await loadPageAnswer(
      sides.market,
      'subscriptions',
      new URLSearchParams('page=-2&perPage=7'),
    ))!;
    expect(bad.key).toEqual({ offset: 0, limit: 5 });
    expect(browserCalls).toEqual([]);
  });

  it('every list view has its answer (coin packs, packages, limited time offers, subscriptions); the manufactory none', async () => {
    for (const [view, list] of [
      ['virtual-currency', 'coinPacks'],
      ['packages', 'packages'],
      ['limitedTimeOffers', 'limitedOffers'],
      ['subscriptions', 'subscriptions'],
    ] as const) {
      expect((await loadPageAnswer(sides.market, view, new URLSearchParams()))?.list).toBe(list);
    }
    expect(await loadPageAnswer(sides.market, 'manufactory', new URLSearchParams())).toBeNull();
  });

  it('/AISubscription comes with every plan offered, which its list then shows without asking', async () => {
    const answer = (await loadPlansAnswer(sides.market))!;
    expect(answer.list).toBe('plans');
    adoptPageAnswer(pageAnswerText(answer));
    const state = plans.get(EVERY_PLAN).get();
    expect(state.status === 'loaded' && state.value.list.map((plan) => plan.id)).toEqual(
      answer.answer.list.map((plan) => plan.id),
    );
    expect(state.status === 'loaded' && state.value.list.every((plan) => plan.enabled)).toBe(true);
    expect(browserCalls).toEqual([]);
  });

  it("/embed/coin-packs comes with every enabled pack, one page shared by the slider and the basket's additional-currency view", async () => {
    const answer = (await loadCoinPacksAnswer(sides.market))!;
    expect(answer).toMatchObject({ list: 'coinPacks', key: EVERY_COIN_PACK });
    adoptPageAnswer(pageAnswerText(answer));
    const state = catalogue.coinPacks.get(EVERY_COIN_PACK).get();
    const fetched = await sides.market.coinsPackages.list({
      where: [{ field: 'enabled', condition: '=', value: ['true'] }],
      pagination: { offset: 0, limit: 100 },
    });
    expect(fetched.list.length).toBeGreaterThan(6);
    expect(state.status === 'loaded' && state.value).toEqual(fetched);
    // A coin pack's card has no picture to ask for ahead: its largest paint is its text.
    expect(pageAnswerImage(answer)).toBeNull();
    expect(browserCalls).toEqual([]);
  });

  it('a subscription\'s page comes with every period, which its period box shows at once without asking: "target period defaults to the first"', async () => {
    const answer = (await loadPeriodsAnswer(sides.market))!;
    expect(answer).toMatchObject({ list: 'periods', key: null });
    adoptPageAnswer(pageAnswerText(answer));
    const state = $periods.get();
    expect(state.status === 'ready' && state.periods).toEqual((await sides.market.periods.list()).list);
    expect($targetPeriod.get()?.length).toBe(1);
    // The period box's own load, when it mounts: the periods are there, so it asks nothing.
    await loadPeriods();
    expect(pageAnswerImage(answer)).toBeNull();
    expect(browserCalls).toEqual([]);
  });

  it('periods the page came with that are not periods are ignored and logged: the period box asks the API', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const valid = pageAnswerText((await loadPeriodsAnswer(sides.market))!);
    for (const list of [[{ id: 1, length: 0 }], [{ id: 'one', length: 3 }]]) {
      adoptPageAnswer(JSON.stringify({ ...JSON.parse(valid), answer: { count: 1, list } }));
    }
    adoptPageAnswer(JSON.stringify({ ...JSON.parse(valid), key: 'every' }));
    expect(warn.mock.calls.map(([text]) => text)).toEqual(
      Array(3).fill('[rdc] ignored an answer the page came with'),
    );
    expect($periods.get()).toEqual({ status: 'loading' });
    await loadPeriods();
    expect($periods.get().status).toBe('ready');
    expect(browserCalls).toEqual(['/api/v1/market/period/list']);
  });

  it("a server drawing the list reads the page's answer for its store and key, and asks no store", async () => {
    const answer = (await loadPageAnswer(sides.market, 'packages', new URLSearchParams('page=1')))!;
    expect(pageAnswerState([answer], catalogue.packages, { offset: 6, limit: 6 })).toEqual({
      status: 'loaded',
      value: answer.answer,
    });
    // Another page of the list, or another list with the same key: the page came without them.
    expect(pageAnswerState([answer], catalogue.packages, { offset: 0, limit: 6 })).toBeUndefined();
    expect(pageAnswerState([answer], catalogue.limitedOffers, { offset: 6, limit: 6 })).toBeUndefined();
    // A list with no entries at all is the view's empty state, as the store would call it.
    const empty = { ...answer, answer: { list: [], count: 0 } };
    expect(pageAnswerState([empty], catalogue.packages, { offset: 6, limit: 6 })).toEqual({
      status: 'empty',
    });
    expect(browserCalls).toEqual([]);
  });

  it("the picture of the card the list shows first is the one the page asks for ahead; a coin pack's card has none", async () => {
    const packages = (await loadPageAnswer(sides.market, 'packages', new URLSearchParams()))!;
    expect(pageAnswerImage(packages)).toBe(packages.answer.list[0]?.image_url);
    expect(pageAnswerImage(packages)).toMatch(/^\/api\/v1\/media\//);
    // Subscriptions show in chunks of 5, each sorted by its count of items plus packages.
    const subscriptions = (await loadPageAnswer(sides.market, 'subscriptions', new URLSearchParams()))!;
    const [first] = subscriptionChunks(subscriptions.answer.list as Subscription[])[0] ?? [];
    expect(pageAnswerImage(subscriptions)).toBe(first?.image_url);
    expect(first?.id).not.toBe(subscriptions.answer.list[0]?.id);
    const coins = (await loadPageAnswer(sides.market, 'virtual-currency', new URLSearchParams()))!;
    expect(pageAnswerImage(coins)).toBeNull();
  });

  it('no text of an answer can end its <script> element: "<" is written escaped, and reads back the same', () => {
    const title = 'Pack </script><script>alert(1)</script>';
    const text = pageAnswerText({
      list: 'packages',
      key: { offset: 0, limit: 6 },
      answer: { count: 1, list: [{ id: 1, title }] } as never,
    });
    expect(text).not.toContain('<');
    expect(JSON.parse(text).answer.list[0].title).toBe(title);
  });

  it('an answer the API fails or holds back is not on the page: the list asks for itself', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await addFault({ path: '/market/packages/list', status: 500, times: 1 });
    expect(await loadPageAnswer(sides.market, 'packages', new URLSearchParams())).toBeNull();
    await addFault({ path: '/market/subscription/list', latencyMs: 400, times: 1 });
    expect(await loadPageAnswer(sides.market, 'subscriptions', new URLSearchParams(), 50)).toBeNull();
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      '[rdc] ignored the first answer of packages for the page',
      '[rdc] ignored the first answer of subscriptions for the page, later than 50 ms',
    ]);
  });

  it('text that is not a valid answer is ignored and logged, and the list asks the API as before', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const valid = JSON.parse(await pageText('packages'));
    for (const bad of [
      null,
      'not json',
      JSON.stringify({ ...valid, list: 'orders' }),
      JSON.stringify({ ...valid, key: { offset: -6, limit: 6 } }),
      JSON.stringify({ ...valid, key: { offset: 0, limit: 100_000 } }),
      JSON.stringify({ ...valid, answer: { count: 1, list: [{ id: 'one', title: 5 }] } }),
    ]) {
      adoptPageAnswer(bad);
    }
    expect(warn).toHaveBeenCalledTimes(6);
    expect(warn.mock.calls.every(([text]) => text === '[rdc] ignored an answer the page came with')).toBe(
      true,
    );
    const $packages = catalogue.packages.get({ offset: 0, limit: 6 });
    expect($packages.get().status).toBe('loading');
    await vi.waitFor(() => expect($packages.get().status).toBe('loaded'));
    expect(browserCalls).toEqual(['/api/v1/market/packages/list']);
  });
});

describe('the lot a product page comes with', () => {
  const PRODUCTS: readonly [ProductKey, string][] = [
    [{ lotType: 'item', lotId: 1 }, '/api/v1/market/items/1'],
    [{ lotType: 'package', lotId: 1 }, '/api/v1/market/packages/1'],
    [{ lotType: 'subscription', lotId: 1 }, '/api/v1/market/subscription/get_by_id'],
  ];
  /** The lot the page shows, asked for as the site's server asks (server/lot.ts), and the answer made of it. */
  const pageLot = async ({ lotType, lotId }: ProductKey) =>
    lotPageAnswer(lotType, await fetchLot(sides.market, lotType, lotId));

  it("an item's, a package's and a subscription's page: the footer shows the page's lot at once, and asks the API nothing", async () => {
    for (const [key, path] of PRODUCTS) {
      const answer = await pageLot(key);
      expect(answer).toMatchObject({ list: 'lot', key });
      adoptPageAnswer(pageAnswerText(answer));
      const state = lotCatalogue.lots.get(key).get();
      expect(state.status, key.lotType).toBe('loaded');
      expect(browserCalls).toEqual([]);
      // The same lot as the footer's own request would hold.
      const adopted = state.status === 'loaded' && state.value;
      resetCatalogue();
      expect(await lotCatalogue.lots.value(key)).toEqual(adopted);
      expect(browserCalls).toEqual([path]);
      browserCalls.length = 0;
      resetCatalogue();
    }
  });

  it("a package's lot is the API's, but for its items' own product-page blocks, which no footer, Buy now or cart line shows", async () => {
    const fetched = await sides.market.packages.get(1);
    expect(fetched.lot_items.filter((item) => item.data).length).toBeGreaterThan(1);
    const answer = await pageLot({ lotType: 'package', lotId: 1 });
    const withoutBlocks = (entries: typeof fetched.lot_items) =>
      entries.map(({ data: _blocks, ...entry }) => entry);
    expect(answer.answer).toEqual({
      ...fetched,
      lot_items: withoutBlocks(fetched.lot_items),
      lot_packages: withoutBlocks(fetched.lot_packages),
    });
    // What that leaves out of the page: most of it.
    expect(pageAnswerText(answer).length).toBeLessThan(JSON.stringify(fetched).length / 3);
  });

  it('a lot the page came with that is not the product its key names is ignored and logged: the footer asks the API', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const valid = JSON.parse(pageAnswerText(await pageLot({ lotType: 'item', lotId: 1 })));
    for (const bad of [
      // An item is not a package, whatever the key says.
      { ...valid, key: { lotType: 'package', lotId: 1 } },
      { ...valid, key: { lotType: 'coin', lotId: 1 } },
      { ...valid, key: { lotType: 'item', lotId: -1 } },
      { ...valid, answer: { ...valid.answer, price: 'free' } },
    ]) {
      adoptPageAnswer(JSON.stringify(bad));
    }
    expect(warn.mock.calls.map(([text]) => text)).toEqual(
      Array(4).fill('[rdc] ignored an answer the page came with'),
    );
    expect(lotCatalogue.lots.get({ lotType: 'package', lotId: 1 }).get().status).toBe('loading');
    expect(browserCalls).toEqual(['/api/v1/market/packages/1']);
  });
});
