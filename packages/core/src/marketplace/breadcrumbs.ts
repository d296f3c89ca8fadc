import * as m from '../generated/messages';
import type { Locale } from '../locale/locale';
import { ALL_CATEGORIES, type ManufactoryFilter } from './manufactory-filter';
import { categoryPath, pathSegments } from './category-tree';
import type { Category } from '../schemas/market';
import { manufactoryHref } from './manufactory-views';

export interface Crumb {
  readonly title: string;
  readonly href: string;
}

/** Each category's title by its path ('/ships' → 'Ships'), for crumbs that read as the cards do. */
export function categoryTitles(categories: readonly Category[]): Map<string, string> {
  const titles = new Map<string, string>();
  for (const category of categories) {
    const path = categoryPath(category);
    if (path !== null && category.title && !titles.has(path)) titles.set(path, category.title);
  }
  return titles;
}

/**
 * marketplace-content.md §2.3: "Breadcrumbs start with the manufacturer title, or 'Main' when none
 * is set, then one crumb per segment of the category path. The root crumb links to the category
 * view; deeper crumbs link to the product view." A segment's crumb shows its category's title
 * (`titles`, by path) once the categories are known, its slug until then.
 */
export function manufactoryBreadcrumbs(
  filter: ManufactoryFilter,
  locale: Locale,
  titles: ReadonlyMap<string, string> = new Map(),
): Crumb[] {
  const owner = { manufacturerId: filter.manufacturerId, manufacturerTitle: filter.manufacturerTitle };
  const root: Crumb = {
    title: filter.manufacturerTitle || m.marketplace_breadcrumbs_main(locale),
    href: manufactoryHref('category', { ...owner, category: ALL_CATEGORIES }),
  };
  if (filter.category === ALL_CATEGORIES) return [root];
  const segments = pathSegments(filter.category);
  return [
    root,
    ...segments.map((segment, index) => {
      const path = `/${segments.slice(0, index + 1).join('/')}`;
      return {
        title: titles.get(path) ?? segment,
        href: manufactoryHref('product', { ...owner, category: path }),
      };
    }),
  ];
}
