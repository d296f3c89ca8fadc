// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyedQuery, keyText } from './keyed-query';
import { REQUEST_RULES, type RequestRule } from '../catalogue/request-rules';

const noWait = () => Promise.resolve();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const rule = (over: Partial<RequestRule> = {}): RequestRule => ({
  retries: 0,
  retryDelayMs: () => 0,
  freshMs: 1000,
  ...over,
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('keyed fetcher stores (marketplace-content.md §4, §7, §9)', () => {
  it('"Subscription and coin list requests: retried 10 times with 100 ms delay"', async () => {
    expect(REQUEST_RULES.coinList.retries).toBe(10);
    expect(REQUEST_RULES.subscriptionList.retries).toBe(10);
    expect(REQUEST_RULES.coinList.retryDelayMs(0)).toBe(100);
    expect(REQUEST_RULES.subscriptionList.retryDelayMs(9)).toBe(100);
    const waits: number[] = [];
    const fetch = vi.fn(() => Promise.reject(new Error('down')));
    const query = keyedQuery({
      rule: REQUEST_RULES.coinList,
      fetch,
      failure: 'x',
      sleep: async (ms) => void waits.push(ms),
    });
    await query.refetch('k');
    expect(fetch).toHaveBeenCalledTimes(11);
    expect(waits).toEqual(Array(10).fill(100));
    expect(query.get('k').get()).toMatchObject({ status: 'error', message: 'down' });
  });

  it('"Data-fetch defaults: 3 retries for queries … delay up to 30 s, cache 5 minutes"', () => {
    expect(REQUEST_RULES.query.retries).toBe(3);
    expect(REQUEST_RULES.query.freshMs).toBe(300_000);
    expect([0, 1, 2, 5, 10].map(REQUEST_RULES.query.retryDelayMs)).toEqual([
      1000, 2000, 4000, 30_000, 30_000,
    ]);
  });

  it('"Coin and package lists stay fresh for 300000 ms."', () => {
    expect(REQUEST_RULES.coinList.freshMs).toBe(300_000);
    expect(REQUEST_RULES.packageList.freshMs).toBe(300_000);
  });

  it('a failure that then succeeds within the retries is loaded', async () => {
    let calls = 0;
    const query = keyedQuery({
      rule: rule({ retries: 3 }),
      fetch: async () => (++calls < 3 ? Promise.reject(new Error('blip')) : ['a']),
      failure: 'x',
      sleep: noWait,
    });
    await query.refetch('k');
    expect(query.get('k').get()).toEqual({ status: 'loaded', value: ['a'] });
  });

  it('loading, then loaded or empty ("loading …, error, empty, loaded")', async () => {
    const query = keyedQuery({
      rule: rule(),
      fetch: async (key: number) => Array(key).fill(1),
      isEmpty: (list) => list.length === 0,
      failure: 'x',
    });
    const $full = query.get(2);
    const $none = query.get(0);
    expect($full.get()).toEqual({ status: 'loading' });
    await settle();
    expect($full.get()).toEqual({ status: 'loaded', value: [1, 1] });
    expect($none.get()).toEqual({ status: 'empty' });
  });

  it('one request per key however many views ask, and none while the answer is fresh', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const fetch = vi.fn(async (key: { page: number; perPage: number }) => key.page);
    const query = keyedQuery({ rule: rule({ freshMs: 1000 }), fetch, failure: 'x' });
    query.get({ page: 1, perPage: 6 });
    query.get({ perPage: 6, page: 1 });
    await settle();
    query.get({ page: 1, perPage: 6 });
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1000);
    const $state = query.get({ page: 1, perPage: 6 });
    expect($state.get()).toEqual({ status: 'loaded', value: 1 }); // the stale value stays shown while it reloads
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a failure does not refetch on every render: only Retry (refetch) asks again', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('down')));
    const query = keyedQuery({ rule: rule(), fetch, failure: 'x' });
    query.get('k');
    await settle();
    query.get('k');
    query.get('k');
    expect(fetch).toHaveBeenCalledTimes(1);
    await query.refetch('k');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('invalidate makes every key fetch again on its next get', async () => {
    const fetch = vi.fn(async () => 1);
    const query = keyedQuery({ rule: rule({ freshMs: 60_000 }), fetch, failure: 'x' });
    query.get('a');
    await settle();
    query.invalidate();
    query.get('a');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('a definite answer about the request (HTTP 404) is not asked again; a server failure (500) is', async () => {
    const answer = (status: number) => Object.assign(new Error(`status ${status}`), { kind: 'http', status });
    const missing = vi.fn(() => Promise.reject(answer(404)));
    const down = vi.fn(() => Promise.reject(answer(500)));
    await keyedQuery({ rule: rule({ retries: 3 }), fetch: missing, failure: 'x', sleep: noWait }).refetch(
      'k',
    );
    await keyedQuery({ rule: rule({ retries: 3 }), fetch: down, failure: 'x', sleep: noWait }).refetch('k');
    expect(missing).toHaveBeenCalledTimes(1);
    expect(down).toHaveBeenCalledTimes(4);
  });

  it('value: the answer as a promise, fresh from the store, a failure rejected with its cause and asked again next time', async () => {
    let fail = true;
    const fetch = vi.fn(async (key: string) => {
      if (fail) throw new Error(`no ${key}`);
      return key.toUpperCase();
    });
    const query = keyedQuery({ rule: rule({ freshMs: 60_000 }), fetch, failure: 'x' });
    await expect(query.value('a')).rejects.toThrow('no a');
    expect(query.get('a').get()).toMatchObject({
      status: 'error',
      cause: expect.objectContaining({ message: 'no a' }),
    });
    fail = false;
    await expect(query.value('a')).resolves.toBe('A');
    await expect(query.value('a')).resolves.toBe('A');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('clear forgets every key: the next get loads from scratch', async () => {
    const fetch = vi.fn(async () => 1);
    const query = keyedQuery({ rule: rule({ freshMs: 60_000 }), fetch, failure: 'x' });
    query.get('a');
    await settle();
    query.clear();
    expect(query.get('a').get()).toEqual({ status: 'loading' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('set shows a local change at once and keeps the freshness; invalidate makes value fetch again', async () => {
    const fetch = vi.fn(async () => ['server']);
    const query = keyedQuery({ rule: rule({ freshMs: 60_000 }), fetch, failure: 'x' });
    await query.value('k');
    query.set('k', ['local']);
    expect(query.get('k').get()).toEqual({ status: 'loaded', value: ['local'] });
    expect(query.fresh('k')).toBe(true);
    await expect(query.value('k')).resolves.toEqual(['local']);
    expect(fetch).toHaveBeenCalledTimes(1);
    query.invalidate();
    expect(query.fresh('k')).toBe(false);
    await expect(query.value('k')).resolves.toEqual(['server']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('adopt: an answer the page came with is shown and fresh like one just fetched, and goes stale on the same rule', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const fetch = vi.fn(async () => ['server']);
    const query = keyedQuery({ rule: rule({ freshMs: 1000 }), fetch, failure: 'x' });
    query.adopt('k', ['page']);
    expect(query.get('k').get()).toEqual({ status: 'loaded', value: ['page'] });
    await expect(query.value('k')).resolves.toEqual(['page']);
    expect(fetch).not.toHaveBeenCalled();
    vi.setSystemTime(1000);
    expect(query.fresh('k')).toBe(false);
    query.get('k');
    await settle();
    expect(query.get('k').get()).toEqual({ status: 'loaded', value: ['server'] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('value(key, true) fetches whatever the freshness; a failure then rejects, the last answer stays fresh', async () => {
    const answers: (string | Error)[] = ['first', new Error('down')];
    const fetch = vi.fn(async () => {
      const answer = answers.shift()!;
      if (answer instanceof Error) throw answer;
      return answer;
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const query = keyedQuery({ rule: rule({ freshMs: 60_000 }), fetch, failure: 'x' });
    await query.value('k');
    await expect(query.value('k', true)).rejects.toThrow('down');
    await expect(query.value('k')).resolves.toBe('first');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('no retry once nobody can see the answer: the key was cleared, or is no longer wanted', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let reject: (error: Error) => void = () => {};
    const fetch = vi.fn(() => new Promise<number>((_, fail) => (reject = fail)));
    const query = keyedQuery({ rule: rule({ retries: 3 }), fetch, failure: 'x', sleep: noWait });
    const cleared = query.refetch('k');
    query.clear();
    reject(new Error('down'));
    await cleared;
    expect(fetch).toHaveBeenCalledTimes(1);

    const unwanted = keyedQuery({
      rule: rule({ retries: 3 }),
      fetch,
      failure: 'x',
      sleep: noWait,
      wanted: () => false,
    });
    const asked = unwanted.refetch('k');
    reject(new Error('down'));
    await asked;
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('"Subscription and coin list requests: … no refetch on window focus (list queries)."', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const fetch = vi.fn(async () => ['pack']);
    const query = keyedQuery({ rule: REQUEST_RULES.coinList, fetch, failure: 'x' });
    const stop = query.get('page 1').listen(() => {});
    await settle();
    // The window regains focus and the tab becomes visible again, after the answer went stale.
    vi.setSystemTime(REQUEST_RULES.coinList.freshMs + 1);
    window.dispatchEvent(new FocusEvent('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    // It fetches again when a view asks for the stale key.
    query.get('page 1');
    expect(fetch).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keys are compared by their fields, whatever their order', () => {
    expect(keyText({ a: 1, b: { d: 2, c: 3 } })).toBe(keyText({ b: { c: 3, d: 2 }, a: 1 }));
    expect(keyText({ a: 1 })).not.toBe(keyText({ a: 2 }));
  });
});
