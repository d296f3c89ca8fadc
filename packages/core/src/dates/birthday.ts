import { monthNames } from '../format/dates';

/**
 * Birthday dropdowns (accounts-cart-checkout.md §2 Register modal; date helper of marketplace-content.md §5).
 */

const FIRST_BIRTH_YEAR = 1920;

/** Days 1 to 31. */
export function birthdayDays(): number[] {
  return Array.from({ length: 31 }, (_, i) => i + 1);
}

/** Month options: value 1 to 12, label January to December in the reader's language. */
export function birthdayMonths(locale: string): { value: number; label: string }[] {
  return monthNames(locale).map((label, i) => ({ value: i + 1, label }));
}

/** Years 1920 to this year. */
export function birthdayYears(today: Date = new Date()): number[] {
  const last = today.getFullYear();
  return Array.from({ length: last - FIRST_BIRTH_YEAR + 1 }, (_, i) => FIRST_BIRTH_YEAR + i);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The registration payload's bdate: day/month/year text (accounts-cart-checkout.md §3), day and month two
 * digits.
 */
export function formatBdate(parts: { day: number; month: number; year: number }): string {
  return `${pad2(parts.day)}/${pad2(parts.month)}/${parts.year}`;
}
