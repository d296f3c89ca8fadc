import { ALL_CATEGORIES, type ManufactoryFilter } from './manufactory-filter';
import { pathSegments } from './category-tree';
import { manufactoryHref } from './manufactory-views';

export interface Crumb {
  readonly title: string;
  readonly href: string;
}

/**
 * marketplace-content.md §2.3: "Breadcrumbs start with the manufacturer title, or 'Main' when none
 * is set, then one crumb per segment of the category path. The root crumb links to the category
 * view; deeper crumbs link to the product view."
 */
export function manufactoryBreadcrumbs(filter: ManufactoryFilter): Crumb[] {
  const owner = { manufacturerId: filter.manufacturerId, manufacturerTitle: filter.manufacturerTitle };
  const root: Crumb = {
    title: filter.manufacturerTitle || 'Main',
    href: manufactoryHref('category', { ...owner, category: ALL_CATEGORIES }),
  };
  if (filter.category === ALL_CATEGORIES) return [root];
  const segments = pathSegments(filter.category);
  return [
    root,
    ...segments.map((segment, index) => ({
      title: segment,
      href: manufactoryHref('product', { ...owner, category: `/${segments.slice(0, index + 1).join('/')}` }),
    })),
  ];
}
