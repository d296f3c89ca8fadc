import {
  buildCategoryTree,
  catalogue,
  CATEGORY_TREE_KEY,
  manufactoryHref,
  type ManufactoryFilter,
} from '@rdc/core';
import { useMemo } from 'react';
import { usePartStyles } from '../platform/use-part-styles';
import { CategoryTree } from '../ui/CategoryTree';
import treeCss from '../ui/CategoryTree.css?inline';
import { useQueryState } from '../ui/useQueryState';

/** The tree's styles, which come with the panel's code (views.tsx fetches it with the view). */
export const STYLES = [treeCss];

/**
 * The category tree side panel of the category and product views, built from every category
 * (marketplace-content.md §3: "Tree: node link is virtual_path plus virtual_name"). It is a way around, not
 * the page's subject: while it loads, or if it cannot, the view goes on without it.
 */
export function TreePanel({ filter, siteBase }: { filter: ManufactoryFilter; siteBase: string }) {
  usePartStyles(STYLES);
  const { state } = useQueryState(catalogue.categoryTree, CATEGORY_TREE_KEY);
  const nodes = useMemo(
    () => (state.status === 'loaded' ? buildCategoryTree(state.value.list) : []),
    [state],
  );
  if (nodes.length === 0) return null;
  const owner = { manufacturerId: filter.manufacturerId, manufacturerTitle: filter.manufacturerTitle };
  return (
    <CategoryTree
      nodes={nodes}
      selected={filter.category}
      hrefOf={(node) => `${siteBase}${manufactoryHref('product', { ...owner, category: node.path })}`}
    />
  );
}
