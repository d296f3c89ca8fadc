import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDay, formatMoment, formatShortDay } from './dates';
import { FORMATS_WARM_UP_WORKER_SCRIPT } from './formats-warm-up';
import { formatMoney } from './money';

/** What `run` builds: each Intl formatter as [kind, locale, options]. */
function built(run: () => void): string[] {
  const calls: string[] = [];
  const { NumberFormat, DateTimeFormat } = Intl;
  const numbers = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locale, options) {
    calls.push(JSON.stringify(['number', locale, options]));
    return new NumberFormat(locale, options);
  } as typeof Intl.NumberFormat);
  const dates = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locale, options) {
    calls.push(JSON.stringify(['date', locale, options]));
    return new DateTimeFormat(locale, options);
  } as typeof Intl.DateTimeFormat);
  try {
    run();
    return calls;
  } finally {
    numbers.mockRestore();
    dates.mockRestore();
  }
}

/** The script as a worker named `name` runs it: `self.name` is its name, `close()` ends it. */
function runAsWorker(name: string, close: () => void): void {
  new Function('self', 'close', FORMATS_WARM_UP_WORKER_SCRIPT)({ name }, close);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the formats' warm-up worker", () => {
  it("builds, in the worker's locale, every formatter a page's first amounts and dates build", () => {
    const close = vi.fn();
    const warmed = built(() => runAsWorker('nl-BE', close));
    // A locale no other test of this file formats in: core builds each formatter anew.
    const used = built(() => {
      const day = new Date(Date.UTC(2026, 10, 30));
      formatMoney(123450, 'USD', 'nl-BE');
      formatMoney(123450, 'RDC', 'nl-BE');
      formatDay(day, 'nl-BE');
      formatShortDay(day, 'nl-BE');
      formatMoment(day, 'nl-BE');
    });
    expect(used).toHaveLength(5);
    expect(warmed).toEqual(expect.arrayContaining(used));
    expect(close).toHaveBeenCalledOnce();
  });

  it('ends itself even when the locale it is named after is not one', () => {
    const close = vi.fn();
    expect(() => runAsWorker('not a locale!', close)).toThrow(RangeError);
    expect(close).toHaveBeenCalledOnce();
  });

  it("uses the platform's own locale when it has no name", () => {
    const warmed = built(() => runAsWorker('', vi.fn()));
    // [kind, locale, options], with no locale (null in JSON): the platform's default.
    const locales = warmed.map((entry) => (JSON.parse(entry) as unknown[])[1]);
    expect(locales).toEqual([null, null, null, null, null]);
  });
});
