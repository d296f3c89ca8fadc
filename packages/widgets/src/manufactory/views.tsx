import { LIST_STATES, type CatalogueList, type Locale } from '@rdc/core';
import type { ComponentType } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
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
  label: (locale: Locale) => string,
) {
  // A component of its own, to read the locale: lazyView calls the placeholder as a function.
  function Placeholder() {
    return <ListSkeleton count={LIST_STATES[list].skeletons} label={label(useLocale())} />;
  }
  return lazyView(load, { placeholder: () => <Placeholder /> }).View;
}

export const ManufacturersView = viewPart(
  () => import('./ManufacturersView').then((module) => module.ManufacturersView),
  'manufacturers',
  m.manufactory_manufacturers,
);
export const CategoryView = viewPart(
  () => import('./CategoryView').then((module) => module.CategoryView),
  'categories',
  m.manufactory_categories,
);
export const AllView = viewPart(
  () => import('./AllView').then((module) => module.AllView),
  'all',
  m.manufactory_all,
);
export const ProductView = viewPart(
  () => import('./ProductView').then((module) => module.ProductView),
  'products',
  m.manufactory_items,
);

/** The category tree beside the category and product views: a way around, shown once it has loaded, so nothing stands in for it. */
export const TreePanel = lazyView(() => import('./TreePanel').then((module) => module.TreePanel), {
  placeholder: () => null,
}).View;
