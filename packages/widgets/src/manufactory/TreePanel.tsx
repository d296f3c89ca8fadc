import { buildCategoryTree, catalogue, manufactoryHref, type ManufactoryFilter } from '@rdc/core';
import { useMemo } from 'react';
import { CategoryTree } from '../ui/CategoryTree';
import { useQueryState } from '../ui/useQueryState';

/**
 * The category tree side panel of the category and product views, built from every category
 * (§3: "Tree: node link is virtual_path plus virtual_name"). It is a way around, not the page's
 * subject: while it loads, or if it cannot, the view goes on without it.
 */
export function TreePanel({ filter, siteBase }: { filter: ManufactoryFilter; siteBase: string }) {
  const { state } = useQueryState(catalogue.categoryTree, 'all');
  const nodes = useMemo(() => (state.status === 'loaded' ? buildCategoryTree(state.value.list) : []), [state]);
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
