import type { Currency } from '../schemas/common';
import { numberFormat } from './formatters';

/**
 * Amounts as the reader's locale writes them: "$1,234.50" and "RDC 1,234.50" in English,
 * "1.234,50 $" and "1.234,50 RDC" in German. RDC is not an ISO currency; given as a currency
 * code, `Intl` places and spaces it as the locale places a code.
 */
const MINOR_PER_MAJOR = 100;

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

/**
 * An amount held in minor units (accounts-cart-checkout.md §1: "2 decimals"), with its currency.
 * An amount not known yet (null: a signed-in player's balance before it answers, and what is
 * counted from it) reads "…", so that no 0 reads as the player's; one character, so nothing moves
 * when the amount arrives. The element showing it says it is busy meanwhile (`aria-busy`).
 */
export function formatMoney(
  minor: number | null,
  currency: Currency,
  locale: string,
  options: MoneyOptions = {},
): string {
  return minor === null
    ? '…'
    : moneyFormat(currency, locale, options.whole).format(major(minor, options.whole));
}

/**
 * Builds the locale's money formatter before its first amount. A page's first `Intl` formatter
 * costs about 30 ms of the main thread (the platform loads its locale data), and the later ones
 * almost nothing: a page that will write prices pays it in a task of its own (the site's frame
 * does, first of its steps), not in the task that renders them.
 */
export function prepareMoneyFormat(locale: string): void {
  moneyFormat('USD', locale, false);
}

export interface MoneyParts {
  /**
   * The currency as the locale writes it, with the space the locale sets between it and the
   * number ("$", "RDC\u00a0" in English; "\u00a0$" in German).
   */
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
  parts.forEach((part, index) => {
    if (part.type === 'currency') {
      result.currencyFirst = result.whole === '';
      const before = parts[index - 1];
      const after = parts[index + 1];
      result.currency = result.currencyFirst
        ? part.value + (after?.type === 'literal' ? after.value : '')
        : (before?.type === 'literal' ? before.value : '') + part.value;
    } else if (part.type === 'integer' || part.type === 'group' || part.type === 'minusSign') {
      result.whole += part.value;
    } else if (part.type === 'decimal' || part.type === 'fraction') {
      result.fraction += part.value;
    }
  });
  return result;
}

/**
 * An amount as machines read it, whatever the reader's locale: "42.00", a dot and no grouping
 * (structured data's `price`).
 */
export function machineAmount(minor: number): string {
  return numberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(Math.round(minor) / MINOR_PER_MAJOR);
}
