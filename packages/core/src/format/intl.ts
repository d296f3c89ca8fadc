import type { Currency } from '../schemas/common';

/**
 * Every amount, date and count the store shows is written by the platform's `Intl` for the
 * reader's locale, here and nowhere else: "$1,234.50" and "RDC 1,234.50" in English,
 * "1.234,50 $" and "1.234,50 RDC" in German. RDC is not an ISO currency; given as a currency
 * code, `Intl` places and spaces it as the locale places a code. `locale` is a BCP 47 tag: one of
 * the store's locales (locale/locale.ts), or any tag in tests.
 */

const MINOR_PER_MAJOR = 100;

/** Building a formatter costs far more than using one, and a list formats many amounts. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n${locale}${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d${locale}${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export interface MoneyOptions {
  /**
   * RDC "shown as a whole number without fraction in the coin context" (accounts-cart-checkout.md §1):
   * the fraction is dropped, not rounded, so 12.99 RDC reads 12.
   */
  whole?: boolean;
}

function moneyFormat(currency: Currency, locale: string, whole: boolean | undefined): Intl.NumberFormat {
  const digits = whole ? 0 : 2;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

function major(minor: number, whole: boolean | undefined): number {
  const value = Math.round(minor) / MINOR_PER_MAJOR;
  return whole ? Math.trunc(value) : value;
}

/** An amount held in minor units (accounts-cart-checkout.md §1: "2 decimals"), with its currency. */
export function formatMoney(
  minor: number,
  currency: Currency,
  locale: string,
  options: MoneyOptions = {},
): string {
  return moneyFormat(currency, locale, options.whole).format(major(minor, options.whole));
}

export interface MoneyParts {
  /** The currency as the locale writes it ("$", "RDC"). */
  currency: string;
  /** Whether the locale writes the currency before the number. */
  currencyFirst: boolean;
  /** The whole part with its grouping ("1,234"). */
  whole: string;
  /** The decimal separator and the fraction (".99"), empty for a whole amount. */
  fraction: string;
}

/**
 * An amount in the parts a price tag sets apart: the coin packs show "the USD price split into
 * whole and fractional parts" (accounts-cart-checkout.md §2).
 */
export function moneyParts(
  minor: number,
  currency: Currency,
  locale: string,
  options: MoneyOptions = {},
): MoneyParts {
  const parts = moneyFormat(currency, locale, options.whole).formatToParts(major(minor, options.whole));
  const result: MoneyParts = { currency: '', currencyFirst: false, whole: '', fraction: '' };
  for (const part of parts) {
    if (part.type === 'currency') {
      result.currency = part.value;
      result.currencyFirst = result.whole === '';
    } else if (part.type === 'integer' || part.type === 'group' || part.type === 'minusSign') {
      result.whole += part.value;
    } else if (part.type === 'decimal' || part.type === 'fraction') {
      result.fraction += part.value;
    }
  }
  return result;
}

/** A count as the locale groups it: 12500 → "12,500". */
export function formatCount(count: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(count);
}

/** A whole number of a unit, as the locale words it: "1 week", "3 days", "2 months". */
export function formatUnits(count: number, unit: 'week' | 'day' | 'month', locale: string): string {
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}

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

const regionNames = new Map<string, Intl.DisplayNames | null>();

/**
 * A country's name from its two-letter code, in the reader's language ("DE" → "Germany",
 * "Deutschland"); the code itself where the platform has no region names.
 */
export function formatRegion(code: string, locale: string): string {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  return names?.of(code) ?? code;
}
