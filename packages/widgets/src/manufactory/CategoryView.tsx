import { catalogue, manufacturerOf, ownerOf, type ManufactoryFilter } from '@rdc/core';
import { usePartStyles } from '../platform/use-part-styles';
import { CardGrid } from '../ui/CardGrid';
import { ListState } from '../ui/ListState';
import { useQueryState } from '../ui/useQueryState';
import { CategoryCard } from './cards';
import { VIEW_STYLES } from './view-styles';

/**
 * marketplace-content.md §2.3 "Category view: grid of top-level category cards with breadcrumbs" (of the
 * filter's manufacturer when set).
 */
export function CategoryView({ filter, siteBase }: { filter: ManufactoryFilter; siteBase: string }) {
  usePartStyles(VIEW_STYLES);
  const { state, retry } = useQueryState(catalogue.categories, {
    virtual_path: '/',
    ...manufacturerOf(filter),
  });
  return (
    <ListState list="categories" state={state} label="Categories" onRetry={retry}>
      {(answer) => (
        <CardGrid
          items={answer.list}
          itemKey={(category) => category.id}
          label="Categories"
          renderItem={(category) => (
            <CategoryCard category={category} owner={ownerOf(filter)} siteBase={siteBase} />
          )}
        />
      )}
    </ListState>
  );
}
