import {
  LIST_STATES,
  matchManufactoryView,
  type CatalogueList,
  type Locale,
  type ManufactoryView,
} from '@rdc/core';
import type { ComponentType } from 'react';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
import { lazyView, type LazyView } from '../ui/lazyView';
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
  return lazyView(load, { placeholder: () => <Placeholder /> });
}

const ManufacturersViewPart = viewPart(
  () => import('./ManufacturersView').then((module) => module.ManufacturersView),
  'manufacturers',
  m.manufactory_manufacturers,
);
const CategoryViewPart = viewPart(
  () => import('./CategoryView').then((module) => module.CategoryView),
  'categories',
  m.manufactory_categories,
);
const AllViewPart = viewPart(
  () => import('./AllView').then((module) => module.AllView),
  'all',
  m.manufactory_all,
);
const ProductViewPart = viewPart(
  () => import('./ProductView').then((module) => module.ProductView),
  'products',
  m.manufactory_items,
);

/** The category tree beside the category and product views: a way around, shown once it has loaded, so nothing stands in for it. */
const TreePanelPart = lazyView(() => import('./TreePanel').then((module) => module.TreePanel), {
  placeholder: () => null,
});

export const ManufacturersView = ManufacturersViewPart.View;
export const CategoryView = CategoryViewPart.View;
export const AllView = AllViewPart.View;
export const ProductView = ProductViewPart.View;
export const TreePanel = TreePanelPart.View;

const PARTS_OF: Record<ManufactoryView, readonly Pick<LazyView<object>, 'load'>[]> = {
  manufacturers: [ManufacturersViewPart],
  category: [CategoryViewPart, TreePanelPart],
  all: [AllViewPart],
  product: [ProductViewPart, TreePanelPart],
};

/**
 * Fetches the code of what a view's address shows (its view, and the tree beside it), so that
 * the manufactory renders them in its first render: a first screen drawn on a server, and the
 * island taking it over, with no placeholder in between. Nothing for an address that is no view.
 */
export async function loadViewParts({ view = '' }: { view?: string }): Promise<void> {
  const shown = matchManufactoryView(view);
  if (shown) await Promise.all(PARTS_OF[shown].map((part) => part.load()));
}
