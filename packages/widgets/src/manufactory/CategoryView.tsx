import { catalogue, categoryViewKey, ownerOf, type ManufactoryFilter } from '@rdc/core';
import * as m from '../generated/messages';
import { useLocale } from '../platform/use-locale';
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
  const label = m.manufactory_categories(useLocale());
  const { state, retry } = useQueryState(catalogue.categories, categoryViewKey(filter));
  return (
    <ListState list="categories" state={state} label={label} onRetry={retry}>
      {(answer) => (
        <CardGrid
          items={answer.list}
          itemKey={(category) => category.id}
          label={label}
          renderItem={(category) => (
            <CategoryCard category={category} owner={ownerOf(filter)} siteBase={siteBase} />
          )}
        />
      )}
    </ListState>
  );
}
