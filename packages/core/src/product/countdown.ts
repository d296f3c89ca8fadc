import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import { formatUnits } from '../format/counts';

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
const WEEK = 7 * DAY;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * marketplace-content.md §4: "Countdown: hides itself when remaining time reaches zero. Format: weeks if at
 * least one week, days if at least one day, otherwise HH:MM:SS." The text for `remainingMs` left, or null
 * (hidden) at zero or below; weeks and days in the reader's language. Whole units left are shown
 * (rounded down); seconds round up, so the last second shows 00:00:01 until the end.
 */
export function countdownText(remainingMs: number, locale: string): string | null {
  if (!Number.isFinite(remainingMs) || remainingMs <= 0) return null;
  if (remainingMs >= WEEK) return formatUnits(Math.floor(remainingMs / WEEK), 'week', locale);
  if (remainingMs >= DAY) return formatUnits(Math.floor(remainingMs / DAY), 'day', locale);
  const seconds = Math.ceil(remainingMs / SECOND);
  return `${twoDigits(Math.floor(seconds / 3600))}:${twoDigits(Math.floor(seconds / 60) % 60)}:${twoDigits(seconds % 60)}`;
}

/**
 * When a time-limited lot's offer ends, in epoch ms: `time_limited` is a date string or an epoch
 * (seconds or ms, as a number or in digits: an element's attribute is text); `true`, `false`,
 * empty or unreadable values have no end, so no countdown.
 */
export function countdownEnd(timeLimited: unknown): number | null {
  if (typeof timeLimited === 'number') {
    if (!Number.isFinite(timeLimited) || timeLimited <= 0) return null;
    return timeLimited < 1e11 ? timeLimited * SECOND : timeLimited;
  }
  if (typeof timeLimited !== 'string' || timeLimited.trim() === '') return null;
  if (/^\d+$/.test(timeLimited.trim())) return countdownEnd(Number(timeLimited));
  const end = Date.parse(timeLimited);
  return Number.isNaN(end) ? null : end;
}

/**
 * The clock every countdown on a page reads: one interval for all of them, running only while
 * at least one countdown listens.
 */
export const $clock = atom(Date.now());
onMount($clock, () => {
  $clock.set(Date.now());
  const timer = setInterval(() => $clock.set(Date.now()), SECOND);
  return () => clearInterval(timer);
});

/** A countdown's text for an offer ending at `end` (epoch ms), ticking with the shared clock; null when hidden. */
export function countdownStore(end: number | null, locale: string): ReadableAtom<string | null> {
  return computed($clock, (now) => (end === null ? null : countdownText(end - now, locale)));
}
