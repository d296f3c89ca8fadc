import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import {
  DEFAULT_MANUFACTORY_FILTER,
  encodeManufactoryFilter,
  type ManufactoryFilter,
} from './manufactory-filter';

/**
 * marketplace-content.md §2.1: "The manufactory section is driven by a slug whose second segment
 * selects the view: category, all or product"; with no second segment it is the Manufacturers tab.
 * marketplace-content.md §2.3: "A tab bar of three tabs: Manufacturers, Category, All."
 */
export const MANUFACTORY_VIEWS = ['manufacturers', 'category', 'all', 'product'] as const;
export type ManufactoryView = (typeof MANUFACTORY_VIEWS)[number];

export const MANUFACTORY_TABS: readonly { view: ManufactoryView; title: (locale: Locale) => string }[] = [
  { view: 'manufacturers', title: m.marketplace_manufactory_manufacturers },
  { view: 'category', title: m.marketplace_manufactory_category },
  { view: 'all', title: m.marketplace_manufactory_all },
];

/** The view a second slug segment names (case-insensitive, trimmed); unknown is null (404). */
export function matchManufactoryView(segment: string | null | undefined): ManufactoryView | null {
  const wanted = (segment ?? '').trim().toLowerCase();
  if (wanted === '' || wanted === 'manufacturers') return 'manufacturers';
  return MANUFACTORY_VIEWS.find((view) => view === wanted) ?? null;
}

/** The address of a manufactory view with its filter in `?path=` (left out when it is the default). */
export function manufactoryHref(
  view: ManufactoryView,
  filter: ManufactoryFilter = DEFAULT_MANUFACTORY_FILTER,
): string {
  const base = view === 'manufacturers' ? '/marketplace/manufactory' : `/marketplace/manufactory/${view}`;
  const isDefault =
    filter.category === DEFAULT_MANUFACTORY_FILTER.category &&
    filter.manufacturerId === undefined &&
    !filter.manufacturerTitle;
  return isDefault ? base : `${base}?path=${encodeManufactoryFilter(filter)}`;
}

/**
 * The view segment of a manufactory address's path, as `manufactoryHref` writes it, behind a
 * locale's prefix or not: '' for the Manufacturers tab's bare path, and the segment as written
 * otherwise (`matchManufactoryView` reads it).
 */
export function manufactoryViewSegment(pathname: string): string {
  return /\/marketplace\/manufactory\/([^/]+)/.exec(pathname)?.[1] ?? '';
}
