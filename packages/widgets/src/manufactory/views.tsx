import { LIST_STATES, type CatalogueList } from '@rdc/core';
import type { ComponentType } from 'react';
import { lazyView } from '../ui/lazyView';
import { ListSkeleton } from '../ui/ListSkeleton';

/**
 * A view of the manufactory, fetched when its route shows it: a page shows one view, so it fetches
 * one, not all four. While its code arrives it shows the skeletons its list shows while its data
 * does, so the two waits look as one.
 */
function viewPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  list: CatalogueList,
  label: string,
) {
  return lazyView(load, {
    placeholder: () => <ListSkeleton count={LIST_STATES[list].skeletons} label={label} />,
  }).View;
}

export const ManufacturersView = viewPart(
  () => import('./ManufacturersView').then((module) => module.ManufacturersView),
  'manufacturers',
  'Manufacturers',
);
export const CategoryView = viewPart(
  () => import('./CategoryView').then((module) => module.CategoryView),
  'categories',
  'Categories',
);
export const AllView = viewPart(
  () => import('./AllView').then((module) => module.AllView),
  'all',
  'Manufacturers and categories',
);
export const ProductView = viewPart(
  () => import('./ProductView').then((module) => module.ProductView),
  'products',
  'Items',
);

/** The category tree beside the category and product views: a way around, shown once it has loaded, so nothing stands in for it. */
export const TreePanel = lazyView(() => import('./TreePanel').then((module) => module.TreePanel), {
  placeholder: () => null,
}).View;
