import { dateFormat } from './formatters';

export interface DateOptions {
  /** The zone the date is read in; the reader's own when left out. */
  timeZone?: string;
}

/** A calendar day in words: "May 26, 2027". */
export function formatDay(date: Date, locale: string, options: DateOptions = {}): string {
  return dateFormat(locale, { dateStyle: 'long', ...options }).format(date);
}

/** A calendar day, short: "Nov 26, 2026" (news cards, offer ends, comments). */
export function formatShortDay(date: Date, locale: string, options: DateOptions = {}): string {
  return dateFormat(locale, { dateStyle: 'medium', ...options }).format(date);
}

/** A moment, to the minute: "Nov 26, 2026, 10:00 AM" (orders). */
export function formatMoment(date: Date, locale: string, options: DateOptions = {}): string {
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...options }).format(date);
}

/** The twelve month names, January first. */
export function monthNames(locale: string): string[] {
  const format = dateFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2000, month, 1)));
}
