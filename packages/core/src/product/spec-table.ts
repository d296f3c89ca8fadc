import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import type { SpecEntry, Specification } from '../schemas/lot';

/**
 * marketplace-content.md §2.6: "Specification table: four columns (Model, Dimension, Structural,
 * Maneuvering), each a list of titled values with unit."
 */
export const SPEC_COLUMNS = [
  { key: 'model', title: m.product_spec_model },
  { key: 'dimension', title: m.product_spec_dimension },
  { key: 'structural', title: m.product_spec_structural },
  { key: 'maneuvering', title: m.product_spec_maneuvering },
] as const satisfies readonly { key: keyof Specification; title: (locale: Locale) => string }[];

export interface SpecColumn {
  key: (typeof SPEC_COLUMNS)[number]['key'];
  title: string;
  rows: { title: string; value: string }[];
}

/**
 * marketplace-content.md §9: "Weight in kilograms is shown as thousands with a three-digit remainder": 12345
 * kg is "12,345 kg", 480000 kg "480,000 kg", 900 kg "900 kg". Other values are shown as given, with
 * their unit.
 */
export function formatSpecValue(entry: Pick<SpecEntry, 'value' | 'unit'>): string {
  const unit = entry.unit.trim();
  const value = entry.unit.trim().toLowerCase() === 'kg' ? kilograms(entry.value) : String(entry.value);
  return unit === '' ? value : `${value} ${unit}`;
}

function kilograms(value: string | number): string {
  const kg = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(kg)) return String(value);
  const whole = Math.round(Math.abs(kg));
  const sign = kg < 0 && whole > 0 ? '-' : '';
  const thousands = Math.floor(whole / 1000);
  const remainder = whole % 1000;
  return thousands === 0
    ? `${sign}${remainder}`
    : `${sign}${thousands},${String(remainder).padStart(3, '0')}`;
}

/** The four columns in the spec's order, with each column's own title when the lot names it; empty columns are kept (the table keeps four). */
export function specColumns(spec: Specification | undefined | null, locale: Locale): SpecColumn[] {
  return SPEC_COLUMNS.map(({ key, title }) => {
    const table = spec?.[key];
    return {
      key,
      title: table?.name_table.trim() || title(locale),
      rows: (table?.list_spec ?? []).map((entry) => ({ title: entry.title, value: formatSpecValue(entry) })),
    };
  });
}

/** Whether a lot has any specification to show. */
export const hasSpecification = (spec: Specification | undefined | null): boolean =>
  SPEC_COLUMNS.some(({ key }) => (spec?.[key]?.list_spec ?? []).length > 0);
