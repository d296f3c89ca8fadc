import { describe, expect, it } from 'vitest';
import { createInFlight } from './in-flight';

const later = <T>(value: T, ms = 10) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('shared in-flight requests (accounts-cart-checkout.md §7: "Identical in-flight calls are shared.")', () => {
  it('shares one run per key while it runs, and forgets it once it settles', async () => {
    const inFlight = createInFlight();
    let runs = 0;
    const run = () => {
      runs += 1;
      return later(runs);
    };

    const shared = [inFlight.share('a', run), inFlight.share('a', run), inFlight.share('b', run)];
    expect(inFlight.size).toBe(2);
    expect(await Promise.all(shared)).toEqual([1, 1, 2]);
    expect(inFlight.size).toBe(0);

    await expect(inFlight.share('a', run)).resolves.toBe(3);
  });

  it('a failure is shared by everyone waiting and never kept: the next call runs again (one token refresh for "many calls failing at the same time")', async () => {
    const inFlight = createInFlight();
    let runs = 0;
    const failing = async () => {
      runs += 1;
      throw new Error('refused');
    };

    const settled = await Promise.allSettled([
      inFlight.share('refresh', failing),
      inFlight.share('refresh', failing),
    ]);
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(runs).toBe(1);
    await expect(inFlight.share('refresh', async () => 'again')).resolves.toBe('again');
  });

  it('aborts the shared run only when every caller has aborted', async () => {
    const inFlight = createInFlight();
    let runSignal: AbortSignal | undefined;
    const run = (signal: AbortSignal) => {
      runSignal = signal;
      return new Promise<string>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason));
        setTimeout(() => resolve('done'), 50);
      });
    };
    const first = new AbortController();
    const second = new AbortController();

    const a = inFlight.share('k', run, first.signal);
    const b = inFlight.share('k', run, second.signal);
    first.abort(new Error('first left'));
    await expect(a).rejects.toThrow('first left');
    expect(runSignal?.aborted).toBe(false);

    second.abort(new Error('second left'));
    await expect(b).rejects.toThrow('second left');
    expect(runSignal?.aborted).toBe(true);
  });

  it('a caller whose signal is already aborted is rejected at once', async () => {
    const inFlight = createInFlight();
    const gone = AbortSignal.abort(new Error('gone'));

    await expect(inFlight.share('k', () => later('late'), gone)).rejects.toThrow('gone');
  });
});
