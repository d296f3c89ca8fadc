import { numberFormat } from './formatters';

/** A count as the locale groups it: 12500 → "12,500". */
export function formatCount(count: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(count);
}

/** A whole number of a unit, as the locale words it: "1 week", "3 days", "2 months". */
export function formatUnits(count: number, unit: 'week' | 'day' | 'month', locale: string): string {
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}
