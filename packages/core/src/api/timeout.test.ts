import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { raceAbort, withTimeout } from './timeout';

describe("timeout combined with the caller's signal (fetch takes one signal)", () => {
  // The clock is the subject: it is moved by hand, so a busy machine cannot make a test's wait
  // end before or after the timer it waits for.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('aborts after the timeout and says so', () => {
    const combined = withTimeout(undefined, 20);
    vi.advanceTimersByTime(19);
    expect(combined.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);

    expect(combined.signal.aborted).toBe(true);
    expect(combined.timedOut()).toBe(true);
    expect((combined.signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('aborts after the timeout also when the caller gave a signal that never fires', () => {
    const own = new AbortController();
    const combined = withTimeout(own.signal, 20);
    vi.advanceTimersByTime(20);

    expect(combined.timedOut()).toBe(true);
    expect(own.signal.aborted).toBe(false);
  });

  it("aborts as soon as the caller aborts, with the caller's reason, and is not a timeout", () => {
    const own = new AbortController();
    const combined = withTimeout(own.signal, 10_000);
    own.abort('user left');

    expect(combined.signal.aborted).toBe(true);
    expect(combined.signal.reason).toBe('user left');
    expect(combined.timedOut()).toBe(false);
    combined.dispose();
  });

  it("is aborted from the start when the caller's signal already is", () => {
    const combined = withTimeout(AbortSignal.abort('early'), 10_000);

    expect(combined.signal.aborted).toBe(true);
    combined.dispose();
  });

  it('does nothing after dispose', () => {
    const combined = withTimeout(undefined, 10);
    combined.dispose();
    vi.advanceTimersByTime(1000);

    expect(combined.signal.aborted).toBe(false);
  });
});

describe('raceAbort', () => {
  it('passes the value through when no abort comes', async () => {
    await expect(raceAbort(Promise.resolve(1), new AbortController().signal)).resolves.toBe(1);
    await expect(raceAbort(Promise.reject(new Error('no')), new AbortController().signal)).rejects.toThrow(
      'no',
    );
  });

  it('rejects with the reason of an already aborted signal', async () => {
    await expect(raceAbort(new Promise(() => {}), AbortSignal.abort(new Error('stop')))).rejects.toThrow(
      'stop',
    );
  });
});
