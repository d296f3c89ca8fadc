import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedLoad, type CachedLoadOptions } from './cached-load';

const FRESH_MS = 300_000;

/** A server the test answers by hand: each fetch waits until the test resolves or rejects it. */
function handServer<T>() {
  const asked: { owner: unknown; resolve(value: T): void; reject(error: unknown): void }[] = [];
  const fetch = (owner: unknown) =>
    new Promise<T>((resolve, reject) => {
      asked.push({ owner, resolve, reject });
    });
  return { asked, fetch };
}

/** A server that answers at once with the next value of a list, or throws it when it is an error. */
function scriptedServer<T>(...answers: (T | Error)[]) {
  const asked: unknown[] = [];
  const fetch = (owner: unknown) => {
    asked.push(owner);
    const answer = answers.shift();
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer as T);
  };
  return { asked, fetch };
}

function numbers<O = undefined>(
  fetch: (owner: O) => Promise<number>,
  options: Partial<CachedLoadOptions<number, O>> = {},
) {
  return cachedLoad<number, O>({
    freshMs: FRESH_MS,
    initial: 0,
    failure: 'a number that could not be loaded',
    fetch,
    ...options,
  });
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('cachedLoad: a value fresh for a while', () => {
  it('is fetched once and then served from the cache until the fresh window ends', async () => {
    vi.useFakeTimers();
    const server = scriptedServer(1, 2);
    const cache = numbers(server.fetch);
    await expect(cache.load()).resolves.toBe(1);
    vi.advanceTimersByTime(FRESH_MS - 1);
    await expect(cache.load()).resolves.toBe(1);
    expect(server.asked).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await expect(cache.load()).resolves.toBe(2);
    expect(cache.$value.get()).toBe(2);
    expect(server.asked).toHaveLength(2);
  });

  it('shows the loading flag while a fetch is on its way', async () => {
    const server = handServer<number>();
    const cache = numbers(server.fetch);
    expect(cache.$loading.get()).toBe(false);
    const loading = cache.load();
    expect(cache.$loading.get()).toBe(true);
    server.asked[0]!.resolve(7);
    await expect(loading).resolves.toBe(7);
    expect(cache.$loading.get()).toBe(false);
  });

  it('shares one fetch between loads asked at the same time', async () => {
    const server = handServer<number>();
    const cache = numbers(server.fetch);
    const first = cache.load();
    const second = cache.load();
    expect(server.asked).toHaveLength(1);
    server.asked[0]!.resolve(5);
    await expect(Promise.all([first, second])).resolves.toEqual([5, 5]);
  });

  it('force fetches whatever the cache says, once a load on its way is in: its answer is the one that stands', async () => {
    const server = handServer<number>();
    const cache = numbers(server.fetch);
    const first = cache.load();
    const forced = cache.load({ force: true });
    expect(server.asked).toHaveLength(1);
    server.asked[0]!.resolve(10);
    await expect(first).resolves.toBe(10);
    await vi.waitFor(() => expect(server.asked).toHaveLength(2), { timeout: 15_000 });
    expect(cache.$loading.get()).toBe(true);
    server.asked[1]!.resolve(20);
    await expect(forced).resolves.toBe(20);
    expect(cache.$value.get()).toBe(20);
    expect(cache.$loading.get()).toBe(false);

    const again = cache.load({ force: true });
    expect(server.asked).toHaveLength(3);
    server.asked[2]!.resolve(30);
    await expect(again).resolves.toBe(30);
  });
});

describe('cachedLoad: an owner (the logged-in user)', () => {
  it('drops an answer when the owner changed while it was on its way', async () => {
    const $user = atom(1);
    const server = handServer<number>();
    const cache = numbers(server.fetch, { owner: () => $user.get() });
    const forFirst = cache.load();
    $user.set(2);
    const forSecond = cache.load();
    expect(server.asked.map((ask) => ask.owner)).toEqual([1, 2]);
    server.asked[0]!.resolve(100);
    await forFirst;
    expect(cache.$value.get()).toBe(0);
    server.asked[1]!.resolve(200);
    await expect(forSecond).resolves.toBe(200);
    expect(cache.$value.get()).toBe(200);
  });

  it('never serves one owner the fresh value of another', async () => {
    const $user = atom(1);
    const server = scriptedServer(100, 200);
    const cache = numbers(server.fetch, { owner: () => $user.get() });
    await cache.load();
    $user.set(2);
    await expect(cache.load()).resolves.toBe(200);
    expect(server.asked).toEqual([1, 2]);
  });

  it('retries a failure, but not once the owner has gone', async () => {
    const $user = atom(1);
    const retried = scriptedServer(new Error('busy'), 3);
    const cache = numbers(retried.fetch, { owner: () => $user.get(), retries: 1 });
    await expect(cache.load()).resolves.toBe(3);
    expect(retried.asked).toEqual([1, 1]);

    const gone = handServer<number>();
    const other = numbers(gone.fetch, { owner: () => $user.get(), retries: 1 });
    const loading = other.load();
    $user.set(0);
    gone.asked[0]!.reject(new Error('busy'));
    await expect(loading).resolves.toBe(0);
    expect(gone.asked).toHaveLength(1);
    expect(other.$error.get()).toBeNull();
  });
});

describe('cachedLoad: failures', () => {
  it('keep the last value (still fresh), report the error and log it; the next success clears the error', async () => {
    const server = scriptedServer(5, new Error('down'), 6);
    const cache = numbers(server.fetch);
    await cache.load();
    await expect(cache.load({ force: true })).resolves.toBe(5);
    expect(cache.$value.get()).toBe(5);
    expect(cache.$error.get()).toBe('down');
    expect(cache.$loading.get()).toBe(false);
    expect(warn).toHaveBeenCalledWith('[rdc] ignored a number that could not be loaded', new Error('down'));
    await expect(cache.load()).resolves.toBe(5);
    expect(server.asked).toHaveLength(2);
    await expect(cache.load({ force: true })).resolves.toBe(6);
    expect(cache.$error.get()).toBeNull();
  });

  it('reports a thrown value that is not an Error as text', async () => {
    const cache = numbers(() => Promise.reject(404));
    await expect(cache.load()).resolves.toBe(0);
    expect(cache.$error.get()).toBe('404');
  });

  it('are not cached: the next load fetches again', async () => {
    const server = scriptedServer(new Error('down'), 8);
    const cache = numbers(server.fetch);
    await cache.load();
    await expect(cache.load()).resolves.toBe(8);
    expect(server.asked).toHaveLength(2);
  });
});

describe('cachedLoad: local changes, invalidate and reset', () => {
  it('set shows a local change at once and keeps the value fresh; invalidate makes the next load fetch', async () => {
    const server = scriptedServer(1, 2);
    const cache = numbers(server.fetch);
    await cache.load();
    cache.set(9);
    await expect(cache.load()).resolves.toBe(9);
    expect(server.asked).toHaveLength(1);
    cache.invalidate();
    expect(cache.$value.get()).toBe(9);
    await expect(cache.load()).resolves.toBe(2);
    expect(server.asked).toHaveLength(2);
  });

  it('reset goes back to the initial value and drops the answer of a load on its way', async () => {
    const server = handServer<number>();
    const onLoaded = vi.fn();
    const cache = numbers(server.fetch, { onLoaded });
    const first = cache.load();
    server.asked[0]!.resolve(4);
    await first;
    expect(onLoaded).toHaveBeenCalledWith(4);

    const late = cache.load({ force: true });
    cache.reset();
    expect(cache.$value.get()).toBe(0);
    expect(cache.$loading.get()).toBe(false);
    server.asked[1]!.reject(new Error('late'));
    await expect(late).resolves.toBe(0);
    expect(cache.$error.get()).toBeNull();

    const next = cache.load();
    expect(server.asked).toHaveLength(3);
    server.asked[2]!.resolve(6);
    await expect(next).resolves.toBe(6);
    expect(onLoaded).toHaveBeenCalledTimes(2);
  });
});
