import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $clock, countdownEnd, countdownStore, countdownText } from './countdown';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

describe('countdownText ("weeks if at least one week, days if at least one day, otherwise HH:MM:SS"; "hides itself when remaining time reaches zero")', () => {
  it('shows weeks from exactly one week', () => {
    expect(countdownText(WEEK, 'en')).toBe('1 week');
    expect(countdownText(3 * WEEK + 6 * DAY, 'en')).toBe('3 weeks');
  });

  it("words weeks and days in the reader's language", () => {
    expect(countdownText(2 * WEEK, 'de')).toBe('2 Wochen');
    expect(countdownText(DAY, 'de')).toBe('1 Tag');
  });

  it('shows days from exactly one day up to just under a week', () => {
    expect(countdownText(WEEK - 1, 'en')).toBe('6 days');
    expect(countdownText(DAY, 'en')).toBe('1 day');
  });

  it('shows HH:MM:SS under one day', () => {
    expect(countdownText(DAY - 1, 'en')).toBe('24:00:00');
    expect(countdownText(DAY - SECOND, 'en')).toBe('23:59:59');
    expect(countdownText(HOUR + 61 * SECOND, 'en')).toBe('01:01:01');
    expect(countdownText(SECOND, 'en')).toBe('00:00:01');
    expect(countdownText(1, 'en')).toBe('00:00:01');
  });

  it('hides at zero and below, and for a value that is not a time', () => {
    expect(countdownText(0, 'en')).toBeNull();
    expect(countdownText(-5 * SECOND, 'en')).toBeNull();
    expect(countdownText(Number.NaN, 'en')).toBeNull();
  });
});

describe('countdownEnd: the end of a time-limited offer', () => {
  it('reads a date string and an epoch in seconds or milliseconds', () => {
    expect(countdownEnd('2027-03-01T00:00:00.000Z')).toBe(Date.UTC(2027, 2, 1));
    expect(countdownEnd(1_800_000_000)).toBe(1_800_000_000_000);
    expect(countdownEnd(1_800_000_000_000)).toBe(1_800_000_000_000);
  });

  it('reads an epoch written in digits, as an element attribute carries it', () => {
    expect(countdownEnd('1800000000')).toBe(1_800_000_000_000);
    expect(countdownEnd(' 1800000000000 ')).toBe(1_800_000_000_000);
    expect(countdownEnd('0')).toBeNull();
  });

  it('has no end for a flag, nothing or an unreadable value', () => {
    for (const value of [true, false, null, undefined, '', 'soon', 0, -1, Number.NaN])
      expect(countdownEnd(value)).toBeNull();
  });
});

describe('the shared ticking clock', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2027, 0, 1) }));
  afterEach(() => vi.useRealTimers());

  it('ticks every second for every countdown on the page with one timer, and a countdown hides at zero', () => {
    const start = Date.now();
    const first = countdownStore(start + 2 * SECOND, 'en');
    const second = countdownStore(start + WEEK, 'en');
    const seen: (string | null)[] = [];
    const stopFirst = first.subscribe((text) => seen.push(text));
    const stopSecond = second.subscribe(() => undefined);
    expect(vi.getTimerCount()).toBe(1);
    expect(seen).toEqual(['00:00:02']);
    vi.advanceTimersByTime(SECOND);
    vi.advanceTimersByTime(SECOND);
    expect(seen).toEqual(['00:00:02', '00:00:01', null]);
    expect(second.get()).toBe('6 days');
    stopFirst();
    stopSecond();
    // nanostores unmounts a store a moment after its last listener leaves.
    vi.advanceTimersByTime(2 * SECOND);
    expect(vi.getTimerCount()).toBe(0);
    expect($clock.lc).toBe(0);
  });

  it('shows nothing for an offer without an end', () => {
    expect(countdownStore(null, 'en').get()).toBeNull();
  });
});
