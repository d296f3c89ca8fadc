import { afterEach, describe, expect, it } from 'vitest';
import { periodPrice } from '../cart/line-period';
import { periodPriceText } from './period-price';
import { $periods, $targetPeriod, choosePeriod, resetPeriods } from './target-period';

afterEach(resetPeriods);

describe('subscription periods and plan prices (marketplace-content.md §4, §9)', () => {
  it('"Plan prices are multiplied by the period length (default 1)"', () => {
    expect(periodPrice(999, 3)).toBe(2997);
    expect(periodPrice(999, 1)).toBe(999);
    // No usable length: the default of 1.
    for (const length of [undefined, null, 0, -2, 1.5, Number.NaN])
      expect(periodPrice(999, length)).toBe(999);
  });

  it('"plan price shown is USD price times months divided by 100", written as money', () => {
    expect(periodPriceText(999, 12, 'en')).toBe('$119.88');
    expect(periodPriceText(999, 1, 'en')).toBe('$9.99');
    expect(periodPriceText(999, undefined, 'en')).toBe('$9.99');
    expect(periodPriceText(99999, 12, 'en')).toBe('$11,999.88');
    expect(periodPriceText(999, 12, 'de').replace(/\u00a0/g, ' ')).toBe('119,88 $');
  });

  it('"target period defaults to the first"; a chosen one replaces it; an unknown choice falls back to the first', () => {
    expect($targetPeriod.get()).toBeNull();
    $periods.set({
      status: 'ready',
      periods: [
        { id: 5, length: 1 },
        { id: 6, length: 12 },
      ] as never,
    });
    expect($targetPeriod.get()?.id).toBe(5);
    choosePeriod(6);
    expect($targetPeriod.get()?.id).toBe(6);
    choosePeriod(99);
    expect($targetPeriod.get()?.id).toBe(5);
  });
});
